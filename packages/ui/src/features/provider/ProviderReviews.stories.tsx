import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { outage } from '@mare/mocks';
import { appMeta, findPageHeading, findToast } from '../../storybook/index.ts';
import { PATHS } from '../../routes.ts';
import { clearReviews, plantProviderReviews } from '../../reviews/story-reviews.ts';
import { ProviderDashboardScreen } from './ProviderDashboardScreen.tsx';

/** Gabriela Guia's "Avaliações" tab: what her clients wrote after completed requests. */
const meta = {
  title: 'Telas/Parceiro/Avaliações',
  component: ProviderDashboardScreen,
  ...appMeta,
  loaders: [...appMeta.loaders, plantProviderReviews],
  parameters: { route: PATHS.providerDashboard, signedInAs: 'provider' },
} satisfies Meta<typeof ProviderDashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openReviews(canvasElement: HTMLElement) {
  await findPageHeading(canvasElement, 'Painel do parceiro');
  await userEvent.click(
    await within(canvasElement).findByRole('tab', { name: 'Avaliações' }, { timeout: 10_000 }),
  );
  return within(
    await within(canvasElement).findByRole('region', { name: 'Avaliações' }, { timeout: 10_000 }),
  );
}

/** The unanswered first, with the form; the answered with Gabriela's answer. */
export const ToAnswer: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openReviews(canvasElement);
    const list = within(
      await panel.findByRole('list', { name: 'Avaliações recebidas' }, { timeout: 10_000 }),
    );
    await expect(panel.getByText('1 sem resposta')).toBeVisible();
    const [first, second] = list.getAllByRole('article');
    await expect(first).toHaveAccessibleName('Avaliação de Bruno B.');
    await expect(
      within(first as HTMLElement).getByText('Serviço em novembro de 2026'),
    ).toBeVisible();
    await expect(within(second as HTMLElement).getByText('Resposta do prestador')).toBeVisible();
  },
};

/** Gabriela answers Bruno once: a toast, and the answer in place of the form. */
export const Answers: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openReviews(canvasElement);
    const form = within(
      await panel.findByRole('form', { name: 'Responder a Bruno B.' }, { timeout: 10_000 }),
    );
    await userEvent.type(
      form.getByLabelText('Sua resposta pública'),
      'Desculpe o atraso, Bruno: a balsa atrasou.',
    );
    await userEvent.click(form.getByRole('button', { name: 'Publicar resposta' }));
    await expect(await findToast(canvasElement, 'Resposta publicada.')).toBeVisible();
    await waitFor(() => expect(panel.getByText('Todas respondidas')).toBeVisible(), {
      timeout: 10_000,
    });
  },
};

/** No review yet. */
export const Empty: Story = {
  loaders: [clearReviews],
  play: async ({ canvasElement }) => {
    const panel = await openReviews(canvasElement);
    await expect(
      await panel.findByRole('heading', { name: 'Nenhuma avaliação ainda' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** The reviews cannot be read: the reason and a retry inside the panel. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { scenario: [outage(503, 'rpcMyReviewsToAnswer')] } } },
  play: async ({ canvasElement }) => {
    const panel = await openReviews(canvasElement);
    await expect(await panel.findByRole('alert', {}, { timeout: 10_000 })).toBeVisible();
  },
};
