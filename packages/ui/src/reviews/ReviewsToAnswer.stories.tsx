import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { outage } from '@mare/mocks';
import { backendLoader, findToast, withApp } from '../storybook/index.ts';
import { onPage } from '../storybook/story-frames.tsx';
import { ReviewsToAnswer } from './ReviewsToAnswer.tsx';
import { ESCUNA, ESCUNA_REVIEWS, clearReviews, plantTourReviews } from './story-reviews.ts';

const meta = {
  title: 'Avaliações/Respostas',
  render: () => <ReviewsToAnswer kind="tour" headingLevel={2} />,
  loaders: [
    backendLoader,
    () =>
      plantTourReviews(ESCUNA, [
        ...ESCUNA_REVIEWS.slice(0, 4),
        {
          stars: 1,
          author: 'Anônimo X.',
          body: 'Texto ofensivo que a moderação ocultou.',
          hiddenReason: 'Ofensas ao comandante.',
          hoursAgo: 30,
        },
      ]),
  ],
  decorators: [onPage, withApp],
  parameters: { signedInAs: 'boatOwner' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const list = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement).findByRole(
      'list',
      { name: 'Avaliações recebidas' },
      { timeout: 10_000 },
    ),
  );

/**
 * The boat owner's reviews, the unanswered first, each with its tour and a form to answer; the
 * answered show their answer; the one an admin hid says so and takes no answer.
 */
export const ToAnswer: Story = {
  play: async ({ canvasElement }) => {
    const reviews = await list(canvasElement);
    await expect(within(canvasElement).getByText('2 sem resposta')).toBeVisible();
    const items = reviews.getAllByRole('article');
    await expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Avaliação de Carlos M.',
      'Avaliação de Ana P.',
      'Avaliação de Vera V.',
      'Avaliação de Roberto S.',
      'Avaliação de Anônimo X.',
    ]);
    await expect(within(items[0] as HTMLElement).getByText('Sem resposta')).toBeVisible();
    await expect(
      within(items[0] as HTMLElement).getByText(
        'Passeio de escuna pelas praias de Arraial do Cabo',
      ),
    ).toBeVisible();
    const hidden = within(items[4] as HTMLElement);
    await expect(hidden.getByText('Oculta pela moderação')).toBeVisible();
    await expect(hidden.queryByRole('form')).toBeNull();
  },
};

/** An answer published: a toast, and the review shows it in place of the form. */
export const Answers: Story = {
  play: async ({ canvasElement }) => {
    const reviews = await list(canvasElement);
    const carlos = within(reviews.getAllByRole('article')[0] as HTMLElement);
    await userEvent.type(
      carlos.getByLabelText('Sua resposta pública'),
      'Obrigado, Carlos! Vamos rever o preço do almoço.',
    );
    await expect(carlos.getByText(/48 de 1\.000 caracteres\.$/)).toBeVisible();
    await userEvent.click(carlos.getByRole('button', { name: 'Publicar resposta' }));
    await expect(await findToast(canvasElement, 'Resposta publicada.')).toBeVisible();
    await waitFor(() => expect(within(canvasElement).getByText('1 sem resposta')).toBeVisible(), {
      timeout: 10_000,
    });
    const answered = within(
      within(canvasElement).getByRole('article', { name: 'Avaliação de Carlos M.' }),
    );
    await expect(
      answered.getByText('Obrigado, Carlos! Vamos rever o preço do almoço.'),
    ).toBeVisible();
    await expect(answered.queryByLabelText('Sua resposta pública')).toBeNull();
  },
};

/** An empty answer: the field says what is missing. */
export const AnswerRequired: Story = {
  play: async ({ canvasElement }) => {
    const reviews = await list(canvasElement);
    const carlos = within(reviews.getAllByRole('article')[0] as HTMLElement);
    await userEvent.click(carlos.getByRole('button', { name: 'Publicar resposta' }));
    await expect(await carlos.findByText('Escreva a resposta.')).toBeVisible();
    await expect(carlos.getByLabelText('Sua resposta pública')).toHaveFocus();
  },
};

/** No review yet: what brings them. */
export const Empty: Story = {
  loaders: [clearReviews],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'Nenhuma avaliação ainda' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

/** The list cannot be read: the reason and a retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { scenario: [outage(503, 'rpcMyReviewsToAnswer')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Não foi possível carregar as avaliações dos seus clientes. Tente novamente.',
    );
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};
