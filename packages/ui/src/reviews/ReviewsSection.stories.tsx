import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { outage } from '@mare/mocks';
import { backendLoader, withApp } from '../storybook/index.ts';
import { onPage } from '../storybook/story-frames.tsx';
import { ReviewsSection } from './ReviewsSection.tsx';
import { ESCUNA, ESCUNA_REVIEWS, clearReviews, plantTourReviews } from './story-reviews.ts';

const meta = {
  title: 'Avaliações/Lista',
  render: () => <ReviewsSection tourId={ESCUNA} />,
  loaders: [backendLoader, () => plantTourReviews(ESCUNA, ESCUNA_REVIEWS)],
  decorators: [onPage, withApp],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: 'Avaliações' }, { timeout: 10_000 });

/** A tour's figures from the database, its five newest reviews, the way to the next five. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const reviews = within(await section(canvasElement));
    await expect(
      await reviews.findByRole(
        'img',
        { name: 'Nota 3,9 de 5, 10 avaliações' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    const list = reviews.getByRole('list', { name: 'Avaliações mais recentes' });
    await expect(within(list).getAllByRole('article')).toHaveLength(5);
    await expect(within(list).getAllByRole('article')[0]).toHaveAccessibleName(
      'Avaliação de Vera V.',
    );
    await expect(reviews.getByText('Mostrando 5 de 10 avaliações.')).toBeVisible();
    await expect(reviews.getByRole('button', { name: 'Ver mais avaliações' })).toBeVisible();
  },
};

/**
 * "Ver mais avaliações" brings the next five; the focus moves to the first of them, and the
 * button goes once every review is shown.
 */
export const MoreReviews: Story = {
  play: async ({ canvasElement }) => {
    const reviews = within(await section(canvasElement));
    await userEvent.click(
      await reviews.findByRole('button', { name: 'Ver mais avaliações' }, { timeout: 10_000 }),
    );
    await waitFor(() => expect(reviews.getAllByRole('article')).toHaveLength(10), {
      timeout: 10_000,
    });
    await waitFor(() => expect(document.activeElement).toHaveTextContent(/^Marcos T\./));
    await expect(reviews.getByText('Mostrando 10 de 10 avaliações.')).toBeVisible();
    await expect(reviews.queryByRole('button', { name: 'Ver mais avaliações' })).toBeNull();
  },
};

/** No review yet: says so, and who may write one. */
export const Empty: Story = {
  loaders: [clearReviews],
  play: async ({ canvasElement }) => {
    const reviews = within(await section(canvasElement));
    await expect(
      await reviews.findByText('Sem avaliações ainda', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(
      reviews.getByText(/Quem fez o passeio pode avaliá-lo depois da viagem/),
    ).toBeVisible();
  },
};

/** While the reviews come: grey lines, busy, and said to screen readers. */
export const Loading: Story = {
  parameters: { msw: { handlers: { scenario: [outage('pending', 'rpcPublicReviews')] } } },
  play: async ({ canvasElement }) => {
    const reviews = within(await section(canvasElement));
    await expect(reviews.getByText('Carregando as avaliações...')).toBeInTheDocument();
  },
};

/** The reviews cannot be read: the reason and a retry; the rest of the page is unaffected. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { scenario: [outage(503, 'rpcPublicReviews')] } } },
  play: async ({ canvasElement }) => {
    const reviews = within(await section(canvasElement));
    await expect(await reviews.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Não foi possível carregar as avaliações. Tente novamente.',
    );
    await expect(reviews.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};
