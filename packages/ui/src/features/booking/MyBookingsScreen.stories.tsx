import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { defaultBackend, outage } from '@mare/mocks';
import { findPageHeading, findToast, appMeta } from '../../storybook/index.ts';
import { PATHS } from '../../routes.ts';
import MyBookingsScreen from './MyBookingsScreen.tsx';
import { BOOKINGS, refundsAt } from './story-support.ts';
import { veraMayReview, veraReviewedMeanwhile } from '../../reviews/story-reviews.ts';

const meta = {
  title: 'Telas/Reserva/Minhas reservas',
  component: MyBookingsScreen,
  ...appMeta,
  parameters: { route: PATHS.myBookings, signedInAs: 'visitor' },
} satisfies Meta<typeof MyBookingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Vera's bookings by status: waiting for payment, confirmed, done, cancelled. */
export const ByStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageHeading(canvasElement, 'Minhas reservas');
    for (const group of ['Aguardando pagamento', 'Confirmadas', 'Realizadas', 'Canceladas'])
      await expect(
        await canvas.findByRole('heading', { level: 2, name: new RegExp(`^${group}`) }),
      ).toBeVisible();
    const cancelled = canvas.getByRole('region', { name: /^Canceladas/ });
    await expect(
      within(cancelled).getByText(/^Cancelada: Mar fechado pela Capitania/),
    ).toBeVisible();
  },
};

/**
 * Where each refund stands: one sent as a devolução, one the bank refused (worded kindly); both
 * are asked about again until settled.
 */
export const Refunds: Story = {
  loaders: [refundsAt(BOOKINGS.veraCancelled, 'sent'), refundsAt(BOOKINGS.veraWhales, 'refused')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageHeading(canvasElement, 'Minhas reservas');
    const cancelled = await canvas.findByRole(
      'region',
      { name: /^Canceladas/ },
      { timeout: 10_000 },
    );
    const sent = within(cancelled).getByText(/^Reembolso enviado: R\$\s/);
    sent.scrollIntoView({ block: 'center' });
    await expect(sent).toBeVisible();
    await expect(
      within(cancelled).getByText(
        /o banco não concluiu a devolução, e nossa equipe vai falar com você\.$/,
      ),
    ).toBeVisible();
  },
};

/** Every refund paid back. */
export const RefundsDone: Story = {
  loaders: [refundsAt(BOOKINGS.veraCancelled, 'done'), refundsAt(BOOKINGS.veraWhales, 'done')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cancelled = await canvas.findByRole(
      'region',
      { name: /^Canceladas/ },
      { timeout: 15_000 },
    );
    const done = within(cancelled).getAllByText(/^Reembolso concluído: R\$\s/);
    await expect(done).toHaveLength(2);
    done[0]?.scrollIntoView({ block: 'center' });
  },
};

/** The owner marked a booking no-show after the trip: the buyer sees it under "Realizadas". */
export const NoShow: Story = {
  parameters: { signedInAs: 'provider' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageHeading(canvasElement, 'Minhas reservas');
    const done = within(
      await canvas.findByRole('region', { name: /^Realizadas/ }, { timeout: 10_000 }),
    );
    const item = done.getByText('Não compareceu').closest('li');
    if (!item) throw new Error('the no-show booking is not in the list');
    await expect(within(item).getByText('Não compareceu')).toBeVisible();
    // Tabbed to: the frame shows the booking, below the other groups.
    within(item).getByRole('link').focus();
  },
};

/** No booking yet: what to do next. */
export const Empty: Story = {
  parameters: { signedInAs: 'admin' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'Você ainda não tem reservas' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

/** The list cannot be read: the reason and a retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { scenario: [outage(503, 'rpcMyBookings')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** Signed out: the login guard sends the person to sign in, remembering where they were going. */
export const SignedOut: Story = {
  parameters: { signedInAs: null },
  play: async ({ canvasElement }) => {
    await expect(await findPageHeading(canvasElement, 'Entrar')).toBeVisible();
  },
};

const optionalEmails = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole(
    'checkbox',
    { name: /^Receber avisos opcionais por e-mail/ },
    { timeout: 10_000 },
  );

/** The optional e-mails turned off: saved in the database, said in a toast. */
export const OptionalEmailsOff: Story = {
  play: async ({ canvasElement }) => {
    const box = await optionalEmails(canvasElement);
    await expect(box).toBeChecked();
    await userEvent.click(box);
    await expect(
      await findToast(
        canvasElement,
        'Pronto: os avisos opcionais não serão mais enviados por e-mail.',
      ),
    ).toBeVisible();
    await expect(box).not.toBeChecked();
    await expect(
      await defaultBackend.fixtures.sql(
        `select optional_emails from public.email_preferences p
         join auth.users u on u.id = p.user_id where u.email = 'visitante@mare.example'`,
      ),
    ).toEqual([{ optional_emails: false }]);
  },
};

/** The switch cannot be saved: nothing changes, and the toast says so. */
export const OptionalEmailsSaveFails: Story = {
  parameters: { msw: { handlers: { scenario: [outage(503, 'rpcSetEmailPreferences')] } } },
  play: async ({ canvasElement }) => {
    const box = await optionalEmails(canvasElement);
    await userEvent.click(box);
    await expect(
      await findToast(
        canvasElement,
        'Não foi possível salvar sua preferência de e-mails. Nada mudou; tente novamente.',
      ),
    ).toBeVisible();
    await expect(box).toBeChecked();
  },
};

const ESCUNA_TITLE = 'Passeio de escuna pelas praias de Arraial do Cabo';

/**
 * A past trip may be reviewed: "Avaliar passeio" opens the form; once published, the stars given
 * take the button's place (and the focus).
 */
export const ReviewsAPastTrip: Story = {
  loaders: [veraMayReview],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const done = within(
      await canvas.findByRole('region', { name: /^Realizadas/ }, { timeout: 10_000 }),
    );
    const button = await done.findByRole(
      'button',
      { name: `Avaliar passeio: ${ESCUNA_TITLE}` },
      { timeout: 10_000 },
    );
    button.scrollIntoView({ block: 'center' });
    await userEvent.click(button);
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: `Avaliar ${ESCUNA_TITLE}`,
      }),
    );
    await userEvent.click(
      within(dialog.getByRole('group', { name: 'Sua nota' })).getByRole('radio', {
        name: '5 estrelas — Excelente',
      }),
    );
    await userEvent.type(
      dialog.getByLabelText('Conte como foi (opcional)'),
      'Tripulação atenta e água transparente.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Publicar avaliação' }));
    await expect(
      await findToast(canvasElement, 'Avaliação publicada. Obrigado por contar como foi!'),
    ).toBeVisible();
    const given = await within(button.closest('li') as HTMLElement).findByText(
      'Sua avaliação:',
      {},
      { timeout: 10_000 },
    );
    await expect(
      within(given.parentElement as HTMLElement).getByRole('img', { name: 'Nota 5 de 5' }),
    ).toBeVisible();
    await waitFor(() => expect(given.parentElement).toHaveFocus());
    await expect(done.queryByRole('button', { name: /^Avaliar passeio/ })).toBeNull();
  },
};

/** Reviewed already: the stars given, no button. */
export const Reviewed: Story = {
  loaders: [veraMayReview, veraReviewedMeanwhile],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const done = within(
      await canvas.findByRole('region', { name: /^Realizadas/ }, { timeout: 10_000 }),
    );
    const escuna = done
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('link', { name: ESCUNA_TITLE }));
    if (!escuna) throw new Error('no past escuna');
    const given = within(escuna).getByText('Sua avaliação:');
    await expect(
      within(given.parentElement as HTMLElement).getByRole('img', { name: 'Nota 5 de 5' }),
    ).toBeVisible();
    given.scrollIntoView({ block: 'center' });
  },
};
