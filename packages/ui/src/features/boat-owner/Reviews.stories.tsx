import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { outage } from '@mare/mocks';
import { appMeta, findPageHeading, findToast } from '../../storybook/index.ts';
import { PATHS } from '../../routes.ts';
import {
  ESCUNA,
  ESCUNA_REVIEWS,
  clearReviews,
  plantTourReviews,
} from '../../reviews/story-reviews.ts';
import { BoatOwnerReviewsScreen } from './BoatOwnerReviewsScreen.tsx';

const meta = {
  title: 'Telas/Dono de barco/Avaliações',
  component: BoatOwnerReviewsScreen,
  ...appMeta,
  loaders: [...appMeta.loaders, () => plantTourReviews(ESCUNA, ESCUNA_REVIEWS.slice(0, 4))],
  parameters: { signedInAs: 'boatOwner', route: PATHS.boatOwnerReviews },
} satisfies Meta<typeof BoatOwnerReviewsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From the area's menu; the reviews of Bruno's tours, the unanswered first, each with its form. */
export const ToAnswer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageHeading(canvasElement, 'Avaliações');
    const nav = within(canvas.getByRole('navigation', { name: 'Painel do dono de barco' }));
    await expect(nav.getByRole('link', { name: 'Avaliações' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const list = within(
      await canvas.findByRole('list', { name: 'Avaliações recebidas' }, { timeout: 10_000 }),
    );
    await expect(canvas.getByText('2 sem resposta')).toBeVisible();
    await expect(list.getAllByRole('form', { name: /^Responder a / })).toHaveLength(2);
  },
};

/** Bruno answers Carlos: the answer shows under the review, for everyone, and cannot change. */
export const Answers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(
      await canvas.findByRole('form', { name: 'Responder a Carlos M.' }, { timeout: 10_000 }),
    );
    await userEvent.type(
      form.getByLabelText('Sua resposta pública'),
      'Obrigado, Carlos! O almoço agora tem opção mais em conta.',
    );
    await userEvent.click(form.getByRole('button', { name: 'Publicar resposta' }));
    await expect(await findToast(canvasElement, 'Resposta publicada.')).toBeVisible();
    await waitFor(() => expect(canvas.getByText('1 sem resposta')).toBeVisible(), {
      timeout: 10_000,
    });
    await expect(
      canvas.getByText('Obrigado, Carlos! O almoço agora tem opção mais em conta.'),
    ).toBeVisible();
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
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};
