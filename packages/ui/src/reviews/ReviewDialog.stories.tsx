import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { outage } from '@mare/mocks';
import { backendLoader, findToast, page, withApp } from '../storybook/index.ts';
import { expectVisibleFocus, onPage } from '../storybook/story-frames.tsx';
import { ReviewDialog } from './ReviewDialog.tsx';
import { VERA_PAST_ESCUNA, veraMayReview, veraReviewedMeanwhile } from './story-reviews.ts';

const meta = {
  title: 'Avaliações/Formulário',
  component: ReviewDialog,
  loaders: [backendLoader, veraMayReview],
  decorators: [onPage, withApp],
  parameters: { signedInAs: 'visitor' },
  args: {
    target: { bookingId: VERA_PAST_ESCUNA },
    subjectTitle: 'Passeio de escuna pelas praias de Arraial do Cabo',
    kind: 'tour',
    tripDate: '18/11/2026',
  },
} satisfies Meta<typeof ReviewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the dialog from its button; the dialog's queries. */
/** The required stars' group. */
const mainStars = (dialog: ReturnType<typeof within>) =>
  within(dialog.getByRole('group', { name: 'Sua nota' }));

async function openDialog(canvasElement: HTMLElement) {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: 'Avaliar passeio' }),
  );
  return within(
    await page(canvasElement).findByRole('dialog', {
      name: 'Avaliar Passeio de escuna pelas praias de Arraial do Cabo',
    }),
  );
}

/** The form: the stars first (a radio group named by its legend), the optional rest below. */
export const Open: Story = {
  tags: ['visual-320'],
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByText(/^Passeio em 18\/11\/2026\./)).toBeVisible();
    const stars = dialog.getByRole('group', { name: 'Sua nota' });
    await expect(within(stars).getAllByRole('radio')).toHaveLength(5);
    await expect(within(stars).getByRole('radio', { name: '4 estrelas — Bom' })).not.toBeChecked();
    await expect(dialog.getByRole('group', { name: 'Segurança (opcional)' })).toBeVisible();
    await expect(dialog.getByText('0 de 2.000 caracteres')).toBeVisible();
  },
};

/**
 * By keyboard: the arrow keys move along the stars and fill them up to the chosen one, its word
 * beside them; the focus ring shows on the star.
 */
export const ChoosesByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const stars = within(dialog.getByRole('group', { name: 'Sua nota' }));
    const first = stars.getByRole('radio', { name: '1 estrela — Péssimo' });
    first.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(stars.getByRole('radio', { name: '4 estrelas — Bom' })).toBeChecked();
    await expect(stars.getByText('Bom')).toBeVisible();
    await expect(
      dialog.getByRole('group', { name: 'Sua nota' }).querySelectorAll('[data-fill="full"]'),
    ).toHaveLength(4);
    await expectVisibleFocus(stars.getByRole('radio', { name: '4 estrelas — Bom' }));
  },
};

/** Sent without stars: the group says what is missing and takes the focus; the text stays. */
export const StarsRequired: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText('Conte como foi (opcional)'), 'Adorei o passeio.');
    await userEvent.click(dialog.getByRole('button', { name: 'Publicar avaliação' }));
    await expect(await dialog.findByText('Escolha de 1 a 5 estrelas.')).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Sua nota' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await waitFor(() =>
      expect(mainStars(dialog).getByRole('radio', { name: '1 estrela — Péssimo' })).toHaveFocus(),
    );
    await expect(dialog.getByLabelText('Conte como foi (opcional)')).toHaveValue(
      'Adorei o passeio.',
    );
  },
};

/** Over 2,000 characters: the counter says so, the form refuses to send, nothing is cut. */
export const TextTooLong: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(mainStars(dialog).getByRole('radio', { name: '5 estrelas — Excelente' }));
    const text = dialog.getByLabelText('Conte como foi (opcional)');
    text.focus();
    await userEvent.paste('Mar lindo. '.repeat(182));
    await expect(dialog.getByText('2.002 de 2.000 caracteres')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Publicar avaliação' }));
    await expect(await dialog.findByText('Use no máximo 2.000 caracteres.')).toBeVisible();
    await expect((text as HTMLTextAreaElement).value).toHaveLength(2002);
  },
};

/** Stars, a sub-rating and a text sent: the dialog closes and a toast thanks the author. */
export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(mainStars(dialog).getByRole('radio', { name: '5 estrelas — Excelente' }));
    const organization = within(dialog.getByRole('group', { name: 'Organização (opcional)' }));
    await userEvent.click(organization.getByRole('radio', { name: '4 estrelas — Bom' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Limpar organização' }));
    await expect(organization.getByRole('radio', { name: '4 estrelas — Bom' })).not.toBeChecked();
    await userEvent.click(organization.getByRole('radio', { name: '5 estrelas — Excelente' }));
    await userEvent.type(
      dialog.getByLabelText('Conte como foi (opcional)'),
      'Tripulação atenta e água transparente.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Publicar avaliação' }));
    await expect(
      await findToast(canvasElement, 'Avaliação publicada. Obrigado por contar como foi!'),
    ).toBeVisible();
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/**
 * Reviewed meanwhile in another tab: the database refuses the second, the reason shows above the
 * buttons, and what was typed stays.
 */
export const AlreadyReviewed: Story = {
  loaders: [veraReviewedMeanwhile],
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(mainStars(dialog).getByRole('radio', { name: '3 estrelas — Regular' }));
    await userEvent.type(dialog.getByLabelText('Conte como foi (opcional)'), 'Bom passeio.');
    await userEvent.click(dialog.getByRole('button', { name: 'Publicar avaliação' }));
    const refusal = await dialog.findByText(
      'Você já avaliou esta viagem. Cada reserva recebe uma avaliação só.',
    );
    refusal.scrollIntoView({ block: 'center' });
    await expect(refusal).toBeVisible();
    await expect(
      mainStars(dialog).getByRole('radio', { name: '3 estrelas — Regular' }),
    ).toBeChecked();
    await expect(dialog.getByLabelText('Conte como foi (opcional)')).toHaveValue('Bom passeio.');
  },
};

/** The server cannot be reached: said in pt-BR, nothing lost, the button ready to try again. */
export const ServerDown: Story = {
  parameters: { msw: { handlers: { scenario: [outage(503, 'rpcSubmitReview')] } } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(mainStars(dialog).getByRole('radio', { name: '4 estrelas — Bom' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Publicar avaliação' }));
    const failure = await dialog.findByText(
      'Não foi possível falar com o servidor. Verifique a conexão e tente novamente.',
    );
    failure.scrollIntoView({ block: 'center' });
    await expect(failure).toBeVisible();
    await expect(mainStars(dialog).getByRole('radio', { name: '4 estrelas — Bom' })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Publicar avaliação' })).toBeEnabled();
  },
};
