import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { outage } from '@mare/mocks';
import { appMeta, findPageHeading, findToast, page } from '../../../storybook/index.ts';
import { ESCUNA, ESCUNA_REVIEWS, plantTourReviews } from '../../../reviews/story-reviews.ts';
import { AdminReviewsScreen } from './AdminReviewsScreen.tsx';

const meta = {
  title: 'Telas/Admin/Avaliações',
  component: AdminReviewsScreen,
  ...appMeta,
  loaders: [
    ...appMeta.loaders,
    () =>
      plantTourReviews(ESCUNA, [
        ...ESCUNA_REVIEWS,
        {
          stars: 1,
          author: 'Anônimo X.',
          body: 'Texto ofensivo contra a tripulação.',
          hiddenReason: 'Ofensas pessoais ao comandante.',
          hoursAgo: 30,
        },
      ]),
  ],
  parameters: { signedInAs: 'admin', route: '/admin/reviews' },
} satisfies Meta<typeof AdminReviewsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement).findByRole('list', { name: 'Avaliações' }, { timeout: 10_000 }),
  ).getAllByRole('listitem');

const card = async (canvasElement: HTMLElement, author: string) => {
  const found = (await cards(canvasElement)).find((item) =>
    within(item).queryByText(new RegExp(`^${author}`)),
  );
  if (!found) throw new Error(`no review by ${author}`);
  return within(found);
};

/** Every review, newest first, ten a page: what it is about, who wrote it, the stars and text. */
export const All: Story = {
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, 'Avaliações');
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('navigation', { name: /admin/i }).querySelector('[aria-current="page"]'),
    ).toHaveTextContent('Avaliações');
    await waitFor(async () => expect(await cards(canvasElement)).toHaveLength(10), {
      timeout: 10_000,
    });
    await expect(canvas.getByText('11 avaliações')).toBeVisible();
    const vera = await card(canvasElement, 'Vera V.');
    await expect(vera.getByText('Vera V. (pendente@mare.example)')).toBeVisible();
    await expect(vera.getByRole('img', { name: 'Nota 5 de 5' })).toBeVisible();
    await expect(vera.getByText('Publicada')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Páginas de avaliações' })).toBeVisible();
  },
};

/** "Ocultas": the hidden one, with when and why, and the way to show it again. */
export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.selectOptions(
      await within(canvasElement).findByLabelText('Mostrar', {}, { timeout: 10_000 }),
      'hidden',
    );
    await waitFor(async () => expect(await cards(canvasElement)).toHaveLength(1), {
      timeout: 10_000,
    });
    const hidden = await card(canvasElement, 'Anônimo X.');
    await expect(hidden.getByText('Oculta')).toBeVisible();
    await expect(hidden.getByText('Ofensas pessoais ao comandante.')).toBeVisible();
    await expect(hidden.getByRole('button', { name: 'Mostrar de novo' })).toBeVisible();
  },
};

/** "Notas baixas": the reviews of 1 or 2 stars, hidden or not. */
export const LowRatings: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.selectOptions(
      await within(canvasElement).findByLabelText('Mostrar', {}, { timeout: 10_000 }),
      'low',
    );
    await waitFor(async () => expect(await cards(canvasElement)).toHaveLength(3), {
      timeout: 10_000,
    });
    await expect(within(canvasElement).getByText('3 avaliações')).toBeVisible();
  },
};

/**
 * Hiding asks for the reason first (the author receives it), then for confirmation; the server
 * audits it and e-mails the author, and the card says it is hidden.
 */
export const HidesWithReason: Story = {
  play: async ({ canvasElement }) => {
    const paulo = await card(canvasElement, 'Paulo A.');
    await userEvent.click(paulo.getByRole('button', { name: 'Ocultar avaliação' }));
    await expect(
      await paulo.findByText(
        'Informe o motivo; o autor vai recebê-lo por e-mail (de 3 a 500 caracteres).',
      ),
    ).toBeVisible();
    await userEvent.type(
      paulo.getByLabelText('Motivo para ocultar'),
      'Texto sem relação com o passeio.',
    );
    await userEvent.click(paulo.getByRole('button', { name: 'Ocultar avaliação' }));
    const dialog = within(
      await page(canvasElement).findByRole('alertdialog', {
        name: 'Ocultar a avaliação de Paulo A.?',
      }),
    );
    await expect(dialog.getByText(/"Texto sem relação com o passeio\."/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Ocultar' }));
    await expect(
      await findToast(
        canvasElement,
        'Avaliação de Paulo A. ocultada. Avisamos a pessoa por e-mail.',
      ),
    ).toBeVisible();
    await waitFor(
      async () => expect((await card(canvasElement, 'Paulo A.')).getByText('Oculta')).toBeVisible(),
      { timeout: 10_000 },
    );
  },
};

/** A hidden review shown again after a confirmation: back on the page and in the figures. */
export const ShowsAgain: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.selectOptions(
      await within(canvasElement).findByLabelText('Mostrar', {}, { timeout: 10_000 }),
      'hidden',
    );
    const hidden = await card(canvasElement, 'Anônimo X.');
    await userEvent.click(hidden.getByRole('button', { name: 'Mostrar de novo' }));
    const dialog = within(
      await page(canvasElement).findByRole('alertdialog', {
        name: 'Mostrar de novo a avaliação de Anônimo X.?',
      }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Mostrar' }));
    await expect(
      await findToast(canvasElement, 'Avaliação de Anônimo X. visível de novo.'),
    ).toBeVisible();
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'Nenhuma avaliação oculta' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

/** The list cannot be read: the reason and a retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { scenario: [outage(503, 'rpcAdminReviews')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};
