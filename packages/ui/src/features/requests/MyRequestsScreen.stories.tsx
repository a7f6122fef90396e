import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { defaultBackend, outage } from '@mare/mocks';
import {
  appMeta,
  findPageHeading,
  findToast,
  page,
  pendingRequest,
  VERA_PENDING,
} from '../../storybook/index.ts';
import { SMALL_PHONE_320, expectNoSidewaysScroll } from '../../reports/story-support.ts';
import { PATHS } from '../../routes.ts';
import MyRequestsScreen from './MyRequestsScreen.tsx';
import { requestCard } from './story-support.ts';

/**
 * Vera Visitante's requests (supabase/seed.sql: to Gabriela Guia Turismo and to the providers of
 * the directory), seen on the stories' day, 21/11/2026.
 */
const meta = {
  title: 'Telas/Solicitações/Minhas solicitações',
  component: MyRequestsScreen,
  ...appMeta,
  parameters: { route: PATHS.myRequests, signedInAs: 'visitor' },
} satisfies Meta<typeof MyRequestsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = async (canvasElement: HTMLElement, name: string) =>
  within(
    await within(canvasElement).findByRole(
      'region',
      { name: new RegExp(`^${name}`) },
      { timeout: 15_000 },
    ),
  );

/** Every status, by group: waiting, accepted (with the WhatsApp), done, closed. */
export const ByStatus: Story = {
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, 'Minhas solicitações');
    for (const name of ['Aguardando resposta', 'Aceitas', 'Concluídas', 'Encerradas'])
      await group(canvasElement, name);
    const open = await requestCard(canvasElement, /^Somos 4 adultos/);
    await expect(open.getByText('Aguardando resposta')).toBeVisible();
    await expect(
      open.getByText(/^Gabriela Guia Turismo responde até 21\/11\/2026, 16h30\.$/),
    ).toBeVisible();
    const expired = await requestCard(canvasElement, /^Gostaria do city tour/);
    await expect(expired.getByText('Sem resposta')).toBeVisible();
    await expect(expired.queryByRole('button')).toBeNull();
    const declined = await requestCard(canvasElement, 'Transfer do aeroporto para Trancoso?');
    await expect(declined.getByText('Recusada')).toBeVisible();
    await expect(declined.getByText(/Não faço transfer, só guiamento\./)).toBeVisible();
    const cancelled = await requestCard(canvasElement, /^É possível ver as baleias/);
    await expect(cancelled.getByText('Cancelada')).toBeVisible();
    await expect(
      cancelled.getByText(
        /^Você cancelou em 20\/11\/2026, 10h30\. Motivo: Vamos adiar a viagem para o ano que vem\.$/,
      ),
    ).toBeVisible();
    const noShow = await requestCard(
      canvasElement,
      'Transfer do aeroporto até a vila, chegada às 11h.',
    );
    await expect(noShow.getByText('Não compareceu')).toBeVisible();
    const reviewed = await requestCard(
      canvasElement,
      'Transfer do Galeão para Arraial, duas pessoas.',
    );
    await expect(reviewed.getByRole('img', { name: 'Nota 5 de 5' })).toBeVisible();
    // The provider's page, from the name.
    await expect(open.getByRole('link', { name: 'Gabriela Guia Turismo' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/prestadores\/gabriela-guia/),
    );
  },
};

/** Accepted: the provider's answer, their WhatsApp, the day and how many people. */
export const Accepted: Story = {
  play: async ({ canvasElement }) => {
    const card = await requestCard(canvasElement, /^Queremos um ensaio de casal na Praia do Forno/);
    await expect(card.getByText('Aceita')).toBeVisible();
    await expect(
      card.getByText(
        'Ensaio fotográfico subaquático na Praia do Forno · Para 25/11/2026 · 2 pessoas',
      ),
    ).toBeVisible();
    await expect(card.getByText(/ficamos na parte rasa, com colete para ele\./)).toBeVisible();
    const chat = card.getByRole('link', { name: /abre o WhatsApp/ });
    await expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5522997343602\?text=/);
    card.getByRole('button', { name: 'Cancelar solicitação' }).scrollIntoView({ block: 'center' });
  },
};

/** Cancelled with a reason: the provider is told, and the request moves to "Encerradas". */
export const CancelWithReason: Story = {
  play: async ({ canvasElement }) => {
    const card = await requestCard(canvasElement, /^Somos 4 adultos/);
    await userEvent.click(card.getByRole('button', { name: 'Cancelar solicitação' }));
    const dialog = within(
      await page(canvasElement).findByRole('dialog', { name: 'Cancelar esta solicitação?' }),
    );
    await userEvent.type(dialog.getByLabelText('Motivo (opcional)'), 'Mudamos a data da viagem.');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar solicitação' }));
    await findToast(canvasElement, 'Solicitação cancelada. Avisamos Gabriela Guia Turismo.');
    const closed = await group(canvasElement, 'Encerradas');
    await waitFor(() => expect(closed.getByText(/^Somos 4 adultos/)).toBeVisible());
    // The keyboard follows the request to its new group.
    const moved = await requestCard(canvasElement, /^Somos 4 adultos/);
    await waitFor(() =>
      expect(moved.getByRole('link', { name: 'Gabriela Guia Turismo' })).toHaveFocus(),
    );
    await expect(
      await defaultBackend.fixtures.sql(
        `select status, cancel_reason from public.provider_requests where id = $1`,
        [VERA_PENDING],
      ),
    ).toEqual([{ status: 'cancelled', cancel_reason: 'Mudamos a data da viagem.' }]);
  },
};

/** The cancel fails: the dialog stays open, says why, and keeps the reason typed. */
export const CancelFails: Story = {
  parameters: { msw: { handlers: { scenario: [outage(500, 'rpcCancelProviderRequest')] } } },
  play: async ({ canvasElement }) => {
    const card = await requestCard(canvasElement, /^Somos 4 adultos/);
    await userEvent.click(card.getByRole('button', { name: 'Cancelar solicitação' }));
    const dialog = within(
      await page(canvasElement).findByRole('dialog', { name: 'Cancelar esta solicitação?' }),
    );
    await userEvent.type(dialog.getByLabelText('Motivo (opcional)'), 'Vamos remarcar.');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar solicitação' }));
    await expect(
      await dialog.findByText('Não foi possível cancelar a solicitação. Tente novamente.'),
    ).toBeVisible();
    await expect(dialog.getByLabelText('Motivo (opcional)')).toHaveValue('Vamos remarcar.');
  },
};

/** A completed request not yet reviewed: "Avaliar serviço" opens the review and saves it. */
export const Review: Story = {
  play: async ({ canvasElement }) => {
    const card = await requestCard(
      canvasElement,
      /^Somos três adultos e gostaríamos de fazer a trilha/,
    );
    await expect(card.getByText('Concluída')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Avaliar serviço' }));
    const dialog = within(
      await page(canvasElement).findByRole('dialog', { name: 'Avaliar Noronha Raiz Guiamento' }),
    );
    await expect(dialog.getByText(/^Serviço em 15\/11\/2026\./)).toBeVisible();
    await userEvent.click(dialog.getAllByRole('radio', { name: /^4 estrelas?/ })[0] as HTMLElement);
    await userEvent.type(
      dialog.getByLabelText('Conte como foi (opcional)'),
      'Trilha tranquila, o Tiago esperou cada um de nós nas escadas.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Publicar avaliação' }));
    await findToast(canvasElement, 'Avaliação publicada. Obrigado por contar como foi!');
    const after = await requestCard(
      canvasElement,
      /^Somos três adultos e gostaríamos de fazer a trilha/,
    );
    await expect(
      await after.findByRole('img', { name: 'Nota 4 de 5' }, { timeout: 10_000 }),
    ).toBeVisible();
    await waitFor(() => expect(after.getByText(/^Sua avaliação:/)).toHaveFocus());
    await expect(after.queryByRole('button', { name: 'Avaliar serviço' })).toBeNull();
  },
};

/** No request yet: where to find a provider. */
export const Empty: Story = {
  parameters: { signedInAs: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { name: 'Você ainda não fez solicitações' },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver prestadores' })).toHaveAttribute(
      'href',
      PATHS.providers,
    );
  },
};

/** Still loading: the placeholder, said to screen readers. */
export const Loading: Story = {
  parameters: { msw: { handlers: pendingRequest('post', '/rest/v1/rpc/my_provider_requests') } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Carregando suas solicitações...',
        {},
        { timeout: 15_000 },
      ),
    ).toBeVisible();
  },
};

/** The list cannot be read: the reason and a retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { scenario: [outage(503, 'rpcMyProviderRequests')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'Não foi possível carregar suas solicitações.',
    );
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

/** The smallest phone: every card, its answer and its buttons within 320 px. */
export const SmallPhone: Story = {
  ...SMALL_PHONE_320,
  tags: ['visual-320'],
  play: async ({ canvasElement }) => {
    await requestCard(canvasElement, /^Queremos um ensaio de casal na Praia do Forno/);
    await expectNoSidewaysScroll(canvasElement);
  },
};
