import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { defaultBackend, MOCK_SUPABASE_URL, outage, SEED_ACCOUNT_COUNT } from '@mare/mocks';
import { arrive, findToast, page, pendingRequest, appMeta } from '../../../storybook/index.ts';
import { AdminUsersScreen } from './AdminUsersScreen.tsx';
import {
  SMALL_PHONE_320,
  expectNoSidewaysScroll,
  refusedRpc,
} from '../../../reports/story-support.ts';

const meta = {
  title: 'Telas/Admin/Gestão',
  component: AdminUsersScreen,
  ...appMeta,
  parameters: { signedInAs: 'admin', route: '/admin/users' },
} satisfies Meta<typeof AdminUsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rpcPath = (name: string) => `${MOCK_SUPABASE_URL}/rest/v1/rpc/${name}`;

/** The server says the caller is no longer an admin (a role removed while the page was open). */
const refused = (name: string) => ({ msw: { handlers: { scenario: [refusedRpc(name)] } } });

const PERMISSION = 'Você não tem permissões administrativas';
const timeout = { timeout: 10_000 };

/**
 * The three ways an admin list fails to show: still loading, a failed read with a retry, and a
 * caller who is no longer an admin. `route` is omitted for the meta's own page (Usuários).
 */
function listStates(list: {
  route?: string;
  heading: string;
  rpc: string;
  operation: Parameters<typeof outage>[1];
  failure: Parameters<typeof outage>[0];
  loadingText: string;
}) {
  const at = list.route ? { route: list.route } : {};
  const loading: Story = {
    parameters: { ...at, msw: { handlers: pendingRequest('post', `/rest/v1/rpc/${list.rpc}`) } },
    play: async ({ canvasElement }) => {
      await arrive(canvasElement, list.heading);
      await expect(
        await within(canvasElement).findByText(list.loadingText, {}, timeout),
      ).toBeVisible();
    },
  };
  const error: Story = {
    parameters: { ...at, msw: { handlers: { scenario: [outage(list.failure, list.operation)] } } },
    play: async ({ canvasElement }) => {
      await arrive(canvasElement, list.heading);
      const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 20_000 });
      await expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    },
  };
  const permissionRefused: Story = {
    parameters: { ...at, ...refused(list.rpc) },
    play: async ({ canvasElement }) => {
      await arrive(canvasElement, list.heading);
      const alert = await within(canvasElement).findByRole('alert', {}, timeout);
      await expect(alert).toHaveTextContent(PERMISSION);
      // A refusal is not a failure: trying again would be refused again.
      await expect(within(alert).queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    },
  };
  return { loading, error, permissionRefused };
}

// ---- Usuários ------------------------------------------------------------------------------

export const Users: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Usuários');
    await expect(
      await canvas.findByText(`${SEED_ACCOUNT_COUNT} usuários encontrados`, {}, timeout),
    ).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Lista de usuários' })).toBeVisible();
    await expect(canvas.getByText('rita.reserva@mare.example')).toBeVisible();
    // A phone shows each user as a card: nothing scrolls sideways.
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** The smallest phone: the users as cards, the page and the list within 320 px. */
export const UsersSmallPhone: Story = {
  ...SMALL_PHONE_320,
  tags: ['visual-320'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Usuários');
    await canvas.findByText(`${SEED_ACCOUNT_COUNT} usuários encontrados`, {}, timeout);
    await expect(canvas.getByRole('button', { name: 'Detalhes de Rita Reserva' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** A user's detail on the smallest phone: every fact, the forms and the history within 320 px. */
export const UserDetailSmallPhone: Story = {
  ...SMALL_PHONE_320,
  tags: ['visual-320'],
  play: async ({ canvasElement }) => {
    const dialog = await openRita(canvasElement);
    await within(dialog).findByText('Nenhuma ação administrativa registrada.', {}, timeout);
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const UsersSearchAndFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Usuários');
    await canvas.findByText(`${SEED_ACCOUNT_COUNT} usuários encontrados`, {}, timeout);
    await userEvent.selectOptions(canvas.getByLabelText('Papel'), 'Dono de barco');
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    // Bruno, Dona Lancha and Otávio.
    await expect(await canvas.findByText('3 usuários encontrados', {}, timeout)).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Papel'), '');
    await userEvent.type(canvas.getByLabelText('Nome ou e-mail'), 'rita');
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await expect(await canvas.findByText('1 usuário encontrado', {}, timeout)).toBeVisible();
    await expect(canvas.getByText('Rita Reserva')).toBeVisible();
  },
};

export const UsersEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Usuários');
    await canvas.findByText(`${SEED_ACCOUNT_COUNT} usuários encontrados`, {}, timeout);
    await userEvent.type(canvas.getByLabelText('Nome ou e-mail'), 'ninguém-com-esse-nome');
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Nenhum usuário encontrado' }, timeout),
    ).toBeVisible();
  },
};

const usersStates = listStates({
  heading: 'Usuários',
  rpc: 'admin_list_users',
  operation: 'rpcAdminListUsers',
  failure: 503,
  loadingText: 'Carregando usuários...',
});

export const UsersLoading: Story = usersStates.loading;

export const UsersError: Story = usersStates.error;

export const UsersPermissionRefused: Story = usersStates.permissionRefused;

const manyUsers = Array.from({ length: 20 }, (_, index) => ({
  id: `00000000-0000-4000-8000-${String(900000000000 + index)}`,
  email: `pessoa${index + 1}@exemplo.com.br`,
  name: `Pessoa com um nome bem comprido número ${index + 1}`,
  role: index % 3 === 0 ? 'boat_owner' : 'user',
  status: index % 7 === 0 ? 'blocked' : 'active',
  is_master: false,
  created_at: '2026-11-01T12:00:00Z',
  last_sign_in_at: null,
}));

export const UsersLongList: Story = {
  parameters: {
    msw: {
      handlers: {
        scenario: [
          http.post(rpcPath('admin_list_users'), async ({ request }) => {
            const body = (await request.json()) as { page?: number };
            return HttpResponse.json({
              total: 345,
              page: body.page ?? 1,
              page_size: 20,
              users: manyUsers,
            });
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Usuários');
    await expect(await canvas.findByText('345 usuários encontrados', {}, timeout)).toBeVisible();
    const pages = canvas.getByRole('navigation', { name: 'Páginas de usuários' });
    await expect(pages).toBeVisible();
  },
};

/**
 * Confirms in the alert dialog titled `title` with its `button`, after checking it says `says`
 * (when given).
 */
async function confirmIn(canvasElement: HTMLElement, title: string, button: string, says?: string) {
  const confirm = await page(canvasElement).findByRole('alertdialog', { name: title });
  if (says) await expect(confirm).toHaveTextContent(says);
  await userEvent.click(within(confirm).getByRole('button', { name: button }));
}

async function openRita(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await arrive(canvasElement, 'Usuários');
  await userEvent.type(canvas.getByLabelText('Nome ou e-mail'), 'rita');
  await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
  await canvas.findByText('1 usuário encontrado', {}, timeout);
  await userEvent.click(canvas.getByRole('button', { name: 'Detalhes de Rita Reserva' }));
  return page(canvasElement).findByRole('dialog', { name: 'Rita Reserva' }, timeout);
}

export const UserBlock: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openRita(canvasElement);
    const inDialog = within(dialog);
    await inDialog.findByText('Nenhuma ação administrativa registrada.', {}, timeout);
    await userEvent.click(inDialog.getByRole('button', { name: 'Bloquear conta' }));
    await expect(
      await inDialog.findByText('Informe o motivo do bloqueio (de 3 a 500 caracteres).'),
    ).toBeVisible();
    await userEvent.type(inDialog.getByLabelText(/Motivo do bloqueio/), 'Chargebacks repetidos');
    await userEvent.click(inDialog.getByRole('button', { name: 'Bloquear conta' }));
    await confirmIn(canvasElement, 'Bloquear a conta?', 'Bloquear');
    await expect(await findToast(canvasElement, 'Conta de Rita Reserva bloqueada.')).toBeVisible();
    await expect(
      await inDialog.findByText(/Chargebacks repetidos \(Ana Administradora/, {}, timeout),
    ).toBeVisible();
    await expect(
      await inDialog.findByText(
        (_, element) =>
          element?.tagName === 'LI' &&
          /Conta bloqueada por Ana Administradora/.test(element.textContent ?? ''),
        {},
        timeout,
      ),
    ).toBeVisible();
    // The pressed button was replaced by its opposite: focus lands there, not on the dialog.
    await waitFor(() =>
      expect(inDialog.getByRole('button', { name: 'Desbloquear conta' })).toHaveFocus(),
    );
  },
};

export const UserChangeRole: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openRita(canvasElement);
    const inDialog = within(dialog);
    const select = await inDialog.findByLabelText('Papel', {}, timeout);
    // Ana is not the bound master: the admin role is not hers to give (the server says master_only).
    await expect(within(select).queryByRole('option', { name: 'Administrador' })).toBeNull();
    await userEvent.selectOptions(select, 'Dono de barco');
    await userEvent.click(inDialog.getByRole('button', { name: 'Alterar papel' }));
    await confirmIn(canvasElement, 'Alterar o papel?', 'Alterar papel');
    await expect(
      await findToast(canvasElement, 'Papel de Rita Reserva alterado para Dono de barco.'),
    ).toBeVisible();
  },
};

export const UserMasterProtected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Usuários');
    await userEvent.type(canvas.getByLabelText('Nome ou e-mail'), 'mestre');
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await canvas.findByText('1 usuário encontrado', {}, timeout);
    await userEvent.click(canvas.getByRole('button', { name: 'Detalhes de Administrador Master' }));
    const dialog = await page(canvasElement).findByRole('dialog', {}, timeout);
    await expect(
      await within(dialog).findByText(
        /o papel e o acesso desta conta não podem ser alterados/,
        {},
        timeout,
      ),
    ).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Bloquear conta' })).toBeNull();
  },
};

// ---- Donos de barco ------------------------------------------------------------------------

const boatOwners = { route: '/admin/boat-owners' };

export const BoatOwners: Story = {
  parameters: boatOwners,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Donos de barco');
    await expect(
      await canvas.findByRole('heading', { name: 'Otávio Marinheiro' }, timeout),
    ).toBeVisible();
    await expect(canvas.getByText('CPF 529.982.247-25')).toBeVisible();
    await expect(canvas.getByText('381-077123-4')).toBeVisible();
    await expect(canvas.getByText('20 pessoas')).toBeVisible();
  },
};

export const BoatOwnerApprove: Story = {
  parameters: boatOwners,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Donos de barco');
    await userEvent.click(await canvas.findByRole('button', { name: 'Aprovar barco' }, timeout));
    await confirmIn(canvasElement, 'Aprovar Saveiro Ventania?', 'Aprovar');
    await expect(await findToast(canvasElement, 'Saveiro Ventania aprovado.')).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'Nenhum barco aguardando verificação' }, timeout),
    ).toBeVisible();
  },
};

export const BoatOwnerRefuse: Story = {
  parameters: boatOwners,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Donos de barco');
    await userEvent.click(await canvas.findByRole('button', { name: 'Recusar barco' }, timeout));
    await expect(await canvas.findByText(/Informe o motivo da recusa/)).toBeVisible();
    await userEvent.type(
      canvas.getByLabelText(/Motivo da recusa/),
      'Cartão de lotação ilegível na foto',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Recusar barco' }));
    await confirmIn(canvasElement, 'Recusar Saveiro Ventania?', 'Recusar');
    await expect(await findToast(canvasElement, 'Saveiro Ventania recusado.')).toBeVisible();
  },
};

export const BoatOwnersEmpty: Story = {
  parameters: boatOwners,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Donos de barco');
    await canvas.findByRole('heading', { name: 'Otávio Marinheiro' }, timeout);
    await userEvent.selectOptions(canvas.getByLabelText('Barcos'), 'Recusados');
    await expect(
      await canvas.findByRole('heading', { name: 'Nenhum barco' }, timeout),
    ).toBeVisible();
  },
};

const boatOwnersStates = listStates({
  ...boatOwners,
  heading: 'Donos de barco',
  rpc: 'admin_boat_owner_queue',
  operation: 'rpcAdminBoatOwnerQueue',
  failure: 500,
  loadingText: 'Carregando a fila de verificação...',
});

export const BoatOwnersLoading: Story = { ...boatOwnersStates.loading, tags: ['data-variant'] };

export const BoatOwnersError: Story = { ...boatOwnersStates.error, tags: ['data-variant'] };

export const BoatOwnersPermissionRefused: Story = {
  ...boatOwnersStates.permissionRefused,
  tags: ['data-variant'],
};

// ---- Passeios ------------------------------------------------------------------------------

const tours = { route: '/admin/tours' };

async function openReview(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await arrive(canvasElement, 'Passeios');
  await userEvent.click(
    await canvas.findByRole(
      'button',
      { name: 'Revisar Saveiro pelas ilhas da Baía de Paraty' },
      timeout,
    ),
  );
  return page(canvasElement).findByRole('dialog', {
    name: 'Saveiro pelas ilhas da Baía de Paraty',
  });
}

export const Tours: Story = {
  parameters: tours,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Passeios');
    await expect(await canvas.findByText('1 em revisão · 8 no total', {}, timeout)).toBeVisible();
    const rows = within(canvas.getByRole('table', { name: 'Lista de passeios' })).getAllByRole(
      'row',
    );
    // The review queue comes first.
    await expect(rows[1]).toHaveTextContent('Em revisão');
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** The tours as cards on the smallest phone, the review button of each within reach. */
export const ToursSmallPhone: Story = {
  ...SMALL_PHONE_320,
  parameters: { ...tours, ...SMALL_PHONE_320.parameters },
  tags: ['visual-320'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Passeios');
    await canvas.findByText('1 em revisão · 8 no total', {}, timeout);
    await expect(
      canvas.getByRole('button', { name: 'Revisar Saveiro pelas ilhas da Baía de Paraty' }),
    ).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const TourPreviewAndBlockedPublish: Story = {
  parameters: tours,
  play: async ({ canvasElement }) => {
    const dialog = within(await openReview(canvasElement));
    await expect(
      await dialog.findByRole('heading', { name: 'Prévia da página pública' }),
    ).toBeVisible();
    await expect(
      await dialog.findByText(
        'Lagoa Azul — Parada de 45 minutos para banho e snorkel.',
        {},
        timeout,
      ),
    ).toBeVisible();
    await expect(dialog.getByText(/ainda não foram aprovados/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Publicar' }));
    await confirmIn(canvasElement, 'Publicar o passeio?', 'Publicar');
    await expect(
      await findToast(
        canvasElement,
        'Há saídas deste passeio em barcos ainda não aprovados. Aprove os barcos em Donos de barco antes de publicar.',
      ),
    ).toBeVisible();
  },
};

export const TourSendBack: Story = {
  parameters: tours,
  play: async ({ canvasElement }) => {
    const dialog = within(await openReview(canvasElement));
    await userEvent.click(await dialog.findByRole('button', { name: 'Devolver com comentários' }));
    await expect(
      await dialog.findByText(/Escreva um comentário para o dono do barco/),
    ).toBeVisible();
    await userEvent.type(
      dialog.getByLabelText(/Comentários para o dono do barco/),
      'Informe a política de chuva.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Devolver com comentários' }));
    await confirmIn(canvasElement, 'Devolver ao dono do barco?', 'Devolver');
    await expect(
      await findToast(
        canvasElement,
        '"Saveiro pelas ilhas da Baía de Paraty" devolvido ao dono com os seus comentários.',
      ),
    ).toBeVisible();
  },
};

/**
 * The owner rewrites the tour while the admin reads it: the decision is refused, and the preview
 * shows the new text to read before deciding.
 */
export const TourChangedWhileReading: Story = {
  parameters: tours,
  play: async ({ canvasElement }) => {
    const dialog = within(await openReview(canvasElement));
    await dialog.findByText('Lagoa Azul — Parada de 45 minutos para banho e snorkel.', {}, timeout);
    await defaultBackend.fixtures.sql(`update public.tours set summary = $2 where title = $1`, [
      'Saveiro pelas ilhas da Baía de Paraty',
      'Agora com almoço caiçara na Ilha do Algodão e parada extra na Lagoa Verde.',
    ]);
    await userEvent.click(dialog.getByRole('button', { name: 'Devolver com comentários' }));
    await userEvent.type(
      await dialog.findByLabelText(/Comentários para o dono do barco/),
      'Informe a política de chuva.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Devolver com comentários' }));
    await confirmIn(canvasElement, 'Devolver ao dono do barco?', 'Devolver');
    await expect(
      await findToast(
        canvasElement,
        'O dono alterou este passeio enquanto você o lia. A prévia mostra agora a nova versão: confira antes de decidir.',
      ),
    ).toBeVisible();
    await expect(
      await dialog.findByText(
        'Agora com almoço caiçara na Ilha do Algodão e parada extra na Lagoa Verde.',
        {},
        timeout,
      ),
    ).toBeVisible();
  },
};

export const TourSuspend: Story = {
  parameters: tours,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Passeios');
    await userEvent.click(
      await canvas.findByRole(
        'button',
        { name: 'Revisar Snorkel guiado na Praia do Forno' },
        timeout,
      ),
    );
    const dialog = within(await page(canvasElement).findByRole('dialog'));
    await userEvent.type(
      await dialog.findByLabelText(/Comentários para o dono do barco/),
      'Vistoria da Capitania pendente.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Suspender' }));
    await confirmIn(
      canvasElement,
      'Suspender o passeio?',
      'Suspender',
      'as reservas existentes são mantidas',
    );
    await expect(
      await page(canvasElement).findByText(
        /"Snorkel guiado na Praia do Forno" suspenso: \d+ saídas fechadas, reservas mantidas\./,
        {},
        timeout,
      ),
    ).toBeInTheDocument();
  },
};

export const ToursEmpty: Story = {
  parameters: tours,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Passeios');
    await canvas.findByText('1 em revisão · 8 no total', {}, timeout);
    await userEvent.selectOptions(canvas.getByLabelText('Situação'), 'Suspenso');
    await expect(
      await canvas.findByRole('heading', { name: 'Nenhum passeio' }, timeout),
    ).toBeVisible();
  },
};

const toursStates = listStates({
  ...tours,
  heading: 'Passeios',
  rpc: 'admin_list_tours',
  operation: 'rpcAdminListTours',
  failure: 'network',
  loadingText: 'Carregando passeios...',
});

export const ToursLoading: Story = { ...toursStates.loading, tags: ['data-variant'] };

export const ToursError: Story = { ...toursStates.error, tags: ['data-variant'] };

export const ToursPermissionRefused: Story = {
  ...toursStates.permissionRefused,
  tags: ['data-variant'],
};

// ---- Serviços ------------------------------------------------------------------------------

const services = { route: '/admin/services' };
const PENDING_SERVICE = 'Trilha de Caraíva ao Parque do Monte Pascoal';

/** The queue: Gabriela's pending service, with what the visitor would read. */
export const Services: Story = {
  parameters: services,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Serviços');
    const card = (await canvas.findByRole('heading', { name: PENDING_SERVICE }, timeout)).closest(
      'li',
    );
    if (!card) throw new Error('no service card');
    const inCard = within(card);
    await expect(inCard.getByText('Aguardando análise')).toBeVisible();
    await expect(
      inCard.getByText('Gabriela Guia Turismo (Guia de turismo, Porto Seguro)'),
    ).toBeVisible();
    await expect(inCard.getByText('Caraíva')).toBeVisible();
    await expect(inCard.getByText('R$ 380,00')).toBeVisible();
    await expect(
      inCard.getByText('Trilha de dia inteiro com almoço em aldeia pataxó.'),
    ).toBeVisible();
  },
};

/** Published services show "Sob consulta" when they have no price. */
export const ServicesPublished: Story = {
  parameters: services,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Serviços');
    await canvas.findByRole('heading', { name: PENDING_SERVICE }, timeout);
    await userEvent.selectOptions(canvas.getByLabelText('Situação'), 'Publicados');
    const card = (
      await canvas.findByRole('heading', { name: 'City tour histórico em Porto Seguro' }, timeout)
    ).closest('li');
    if (!card) throw new Error('no service card');
    await expect(within(card).getByText('Sob consulta')).toBeVisible();
  },
};

export const ServiceApprove: Story = {
  parameters: services,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Serviços');
    await userEvent.click(await canvas.findByRole('button', { name: 'Aprovar serviço' }, timeout));
    await confirmIn(canvasElement, `Aprovar "${PENDING_SERVICE}"?`, 'Aprovar');
    await expect(
      await findToast(canvasElement, `"${PENDING_SERVICE}" aprovado e publicado.`),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'Nenhum serviço aguardando análise' }, timeout),
    ).toBeVisible();
  },
};

export const ServiceRefuse: Story = {
  parameters: services,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Serviços');
    await userEvent.click(await canvas.findByRole('button', { name: 'Recusar serviço' }, timeout));
    await expect(await canvas.findByText(/Informe o motivo da recusa; o prestador/)).toBeVisible();
    await userEvent.type(
      canvas.getByLabelText(/Motivo da recusa/),
      'Informe o ponto de encontro e a duração da trilha.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Recusar serviço' }));
    await confirmIn(
      canvasElement,
      `Recusar "${PENDING_SERVICE}"?`,
      'Recusar',
      'Gabriela Guia Turismo verá o motivo: "Informe o ponto de encontro e a duração da trilha."',
    );
    await expect(
      await findToast(
        canvasElement,
        `"${PENDING_SERVICE}" recusado. Gabriela Guia Turismo verá o motivo.`,
      ),
    ).toBeVisible();
  },
};

/** The server fails: the toast says so and the service stays in the queue. */
export const ServiceReviewFails: Story = {
  parameters: {
    ...services,
    msw: { handlers: { scenario: [outage(503, 'rpcReviewProviderService')] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Serviços');
    await userEvent.click(await canvas.findByRole('button', { name: 'Aprovar serviço' }, timeout));
    await confirmIn(canvasElement, `Aprovar "${PENDING_SERVICE}"?`, 'Aprovar');
    await expect(
      await findToast(canvasElement, 'Não foi possível concluir. Tente novamente.'),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: PENDING_SERVICE })).toBeVisible();
  },
};

/**
 * The provider edits the service while the admin reads it: approving is refused, and the queue
 * shows the new text to read before deciding.
 */
export const ServiceChangedWhileReading: Story = {
  parameters: services,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Serviços');
    await userEvent.click(await canvas.findByRole('button', { name: 'Aprovar serviço' }, timeout));
    await defaultBackend.fixtures.sql(
      `update public.provider_services set description = $2 where title = $1`,
      [PENDING_SERVICE, 'Trilha de dia inteiro, agora com banho de rio no fim.'],
    );
    await confirmIn(canvasElement, `Aprovar "${PENDING_SERVICE}"?`, 'Aprovar');
    await expect(
      await findToast(
        canvasElement,
        'O parceiro alterou este serviço enquanto você o lia. A fila mostra agora a nova versão: confira antes de decidir.',
      ),
    ).toBeVisible();
    const changed = await canvas.findByText(
      'Trilha de dia inteiro, agora com banho de rio no fim.',
      {},
      timeout,
    );
    await expect(changed).toBeVisible();
    const card = changed.closest('li');
    if (!card) throw new Error('no service card');
    await expect(within(card).getByText('Aguardando análise')).toBeVisible();
  },
};

/** Nothing waits for review (the seed's only pending service taken out before the story). */
export const ServicesEmpty: Story = {
  parameters: services,
  loaders: [
    async () => {
      await defaultBackend.fixtures.sql(
        `delete from public.provider_services where status = 'pending'`,
      );
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    await arrive(canvasElement, 'Serviços');
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'Nenhum serviço aguardando análise' },
        timeout,
      ),
    ).toBeVisible();
  },
};

const servicesStates = listStates({
  ...services,
  heading: 'Serviços',
  rpc: 'admin_provider_service_queue',
  operation: 'rpcAdminProviderServiceQueue',
  failure: 500,
  loadingText: 'Carregando os serviços...',
});

export const ServicesLoading: Story = { ...servicesStates.loading, tags: ['data-variant'] };

export const ServicesError: Story = { ...servicesStates.error, tags: ['data-variant'] };

export const ServicesPermissionRefused: Story = {
  ...servicesStates.permissionRefused,
  tags: ['data-variant'],
};
