import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { defaultBackend } from '@mare/mocks';
import {
  arrive,
  fillForm,
  findToast,
  findPageHeading,
  appMeta,
  STORY_NOW,
} from '../../storybook/index.ts';
import { DemoMailboxScreen } from './DemoMailboxScreen.tsx';

const meta = {
  title: 'Telas/Demo/Mailbox',
  component: DemoMailboxScreen,
  ...appMeta,
  parameters: { route: '/demo/caixa-de-entrada' },
} satisfies Meta<typeof DemoMailboxScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Caixa de entrada de teste' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Nenhum email por enquanto/)).toBeVisible();
  },
};

/** The whole demo journey: sign up, open the confirmation email, land signed in. */
export const SignUpThenConfirm: Story = {
  parameters: { route: '/auth/signup' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvasElement, {
      Nome: 'Caio Praia',
      Cidade: 'Ubatuba',
      Email: 'caio@mare.example',
      Senha: 'ondas-123',
    });
    await userEvent.click(canvas.getByRole('radio', { name: 'Tenho um barco e ofereço passeios' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    await userEvent.click(
      await canvas.findByRole('link', { name: 'caixa de entrada de teste' }, { timeout: 10_000 }),
    );
    await arrive(canvasElement, 'Caixa de entrada de teste');
    await waitFor(() => expect(canvas.getByText('caio@mare.example')).toBeVisible());
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirmar meu email' }));
    await expect(await findToast(canvasElement, 'Login realizado com sucesso!')).toBeVisible();
    await expect(await findPageHeading(canvasElement, 'Painel do dono de barco')).toBeVisible();
  },
};

/**
 * Notices from the outbox, delivered by the send-email core with the mailbox as the provider: a
 * departure cancelled for weather (with its reason and refund) and a tour sent back from review.
 */
export const WithNotices: Story = {
  loaders: [
    async () => {
      // Loaders run side by side: the story's moment is pinned here too, so the rows are due and
      // delivered at it whatever ran first.
      defaultBackend.pinBookingTime(STORY_NOW);
      await defaultBackend.fixtures.sql(
        `insert into public.notifications
           (user_id, booking_id, departure_id, reason, channel, body, payload, next_attempt_at)
         select b.buyer_id, b.id, b.departure_id, 'departure_cancelled', 'email', 'story',
           jsonb_build_object('cancel_reason', 'mar fechado / ressaca — Capitania dos Portos',
             'refunded', b.total), $1

         from public.bookings b join auth.users u on u.id = b.buyer_id
         where b.status = 'confirmed' and u.email = 'visitante@mare.example'
         order by b.id limit 1`,
        [STORY_NOW],
      );
      await defaultBackend.fixtures.sql(
        `insert into public.notifications (user_id, reason, channel, body, payload, next_attempt_at)
         select t.owner_id, 'tour_returned', 'email', 'story', jsonb_build_object(
           'tour_id', t.id, 'tour_title', t.title, 'edit_path', '/boat-owners/passeios/' || t.id,
           'comments', 'Faltam o roteiro com os horários e fotos reais do barco.'), $1
         from public.tours t where t.slug = 'saveiro-ilhas-de-paraty'`,
        [STORY_NOW],
      );
      await defaultBackend.deliverEmails();
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cancelled = await canvas.findByRole('heading', {
      level: 2,
      name: /^Passeio cancelado: /,
    });
    await expect(cancelled).toBeVisible();
    await expect(
      canvas.getByText(/Motivo: mar fechado \/ ressaca — Capitania dos Portos/),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: /voltou da revisão/ }),
    ).toBeVisible();
    await expect(canvas.getByText(/Faltam o roteiro com os horários/)).toBeVisible();
    // Notices have nothing to confirm: no token button, the HTML part on request.
    await expect(canvas.queryByRole('button', { name: 'Confirmar meu email' })).toBeNull();
    await userEvent.click(canvas.getAllByText('Ver como e-mail (HTML)')[0] as HTMLElement);
    await expect(canvas.getAllByTitle(/^Versão HTML: /)[0]).toBeVisible();
  },
};
