import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { outage } from '@mare/mocks';
import {
  appMeta,
  arrive,
  backendLoader,
  findToast,
  pendingRequest,
} from '../../../storybook/index.ts';
import {
  SMALL_PHONE_320,
  expectAmountsWhole,
  expectNoSidewaysScroll,
  plantSql,
  refusedRpc,
} from '../../../reports/story-support.ts';
import { PaymentIssuesScreen } from './PaymentIssuesScreen.tsx';

const meta = {
  title: 'Telas/Admin/Pagamentos',
  component: PaymentIssuesScreen,
  ...appMeta,
  parameters: { signedInAs: 'admin', route: '/admin/payments' },
} satisfies Meta<typeof PaymentIssuesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Pagamentos que precisam de atenção';
const timeout = { timeout: 10_000 };

/**
 * Three issues as the Pix functions record them: a Pix for a charge Maré does not know
 * (yesterday 17h40), a refund the PSP refused (08h05) and a Pix of R$ 10,00 less than its charge
 * (09h15), on the seed's first paid bookings.
 */
const issuesSql = `
  with paid as (
    select b.id as booking_id, p.id as payment_id, p.txid, p.amount
    from public.bookings b join public.payments p on p.booking_id = b.id
    where p.status = 'paid' order by b.code limit 1
  ), refused as (
    update public.refunds r set status = 'refused', psp_status = 'NAO_REALIZADO',
      psp_reason = 'Conta de destino encerrada', refused_at = '2026-11-21T08:05:00-03:00'
    where r.id = (select x.id from public.refunds x where x.amount > 0 order by x.amount desc, x.id limit 1)
    returning r.*
  )
  insert into public.payment_issues (kind, key, txid, e2eid, payment_id, refund_id, booking_id,
    expected, received, created_at)
  select 'wrong_amount', 'E18236120202611211215s0WRONG0001', paid.txid, 'E18236120202611211215s0WRONG0001',
    paid.payment_id, null, paid.booking_id, paid.amount, paid.amount - 1000, '2026-11-21T09:15:00-03:00'::timestamptz
  from paid
  union all
  select 'refund_refused', refused.id::text, p.txid, null, refused.payment_id, refused.id,
    refused.booking_id, refused.amount, null::integer, '2026-11-21T08:05:00-03:00'::timestamptz
  from refused join public.payments p on p.id = refused.payment_id
  union all
  select 'unknown_txid', 'E00038166202611202040s0UNKNOWN01', 'MARECOBRANCAQUENAOEXISTE000001',
    'E00038166202611202040s0UNKNOWN01', null::uuid, null::uuid, null::uuid, null::integer, 15000, '2026-11-20T17:40:00-03:00'::timestamptz;`;

const withIssues = { loaders: [async () => plantSql(issuesSql), backendLoader] };

/** The cards listed now. */
async function cardsNow(canvasElement: HTMLElement) {
  const list = await within(canvasElement).findByRole('list', { name: 'Pagamentos' }, timeout);
  return within(list).getAllByRole('listitem');
}

/** The cards once the page has arrived (its heading focused). */
async function issueCards(canvasElement: HTMLElement) {
  await arrive(canvasElement, TITLE);
  return cardsNow(canvasElement);
}

/** Open issues, the oldest first, each with what it is about and what to do. */
export const OpenIssues: Story = {
  ...withIssues,
  play: async ({ canvasElement }) => {
    const cards = await issueCards(canvasElement);
    await expect(cards).toHaveLength(3);
    await expect(cards[0]).toHaveTextContent('Pix para uma cobrança desconhecida');
    await expect(cards[0]).toHaveTextContent('Nenhuma reserva corresponde');
    await expect(cards[0]).toHaveTextContent(/Valor recebido\s*R\$\s150,00/);
    await expect(cards[1]).toHaveTextContent('Reembolso recusado pelo banco');
    await expect(cards[1]).toHaveTextContent('Recusado pelo banco (Conta de destino encerrada)');
    await expect(cards[2]).toHaveTextContent('Pix com valor diferente da cobrança');
    await expect(cards[2]).toHaveTextContent('O que fazer: A reserva não foi confirmada.');
    await expectAmountsWhole(canvasElement);
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** Marked resolved with what was done: it leaves the open list and shows among the resolved. */
export const Resolve: Story = {
  ...withIssues,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await issueCards(canvasElement);
    if (!first) throw new Error('no issue');
    const card = within(first);
    await userEvent.type(
      card.getByLabelText(/O que foi feito/),
      'Pagador identificado pelo extrato; R$ 150,00 devolvidos por Pix.',
    );
    await userEvent.click(card.getByRole('button', { name: 'Marcar como resolvido' }));
    await expect(
      await findToast(canvasElement, 'Marcado como resolvido: Pix para uma cobrança desconhecida.'),
    ).toBeVisible();
    await waitFor(async () => expect(await cardsNow(canvasElement)).toHaveLength(2));
    await userEvent.selectOptions(canvas.getByLabelText('Mostrar'), 'resolved');
    const resolved = await canvas.findByText(/Resolvido por Ana Administradora em/, {}, timeout);
    await expect(resolved).toHaveTextContent(
      'Pagador identificado pelo extrato; R$ 150,00 devolvidos por Pix.',
    );
  },
};

/** Nothing written: the field says what it needs, and the button asks nothing of the server. */
export const ResolveNeedsWhatWasDone: Story = {
  ...withIssues,
  play: async ({ canvasElement }) => {
    const [first] = await issueCards(canvasElement);
    if (!first) throw new Error('no issue');
    const card = within(first);
    await userEvent.type(card.getByLabelText(/O que foi feito/), 'ok');
    await userEvent.click(card.getByRole('button', { name: 'Marcar como resolvido' }));
    await expect(
      await card.findByText('Escreva o que foi feito (de 3 a 500 caracteres).'),
    ).toBeVisible();
    await expect(card.getByLabelText(/O que foi feito/)).toHaveValue('ok');
  },
};

/** The server fails: a toast says so, the issue stays open and the text typed stays. */
export const ResolveFails: Story = {
  ...withIssues,
  parameters: {
    msw: { handlers: { scenario: [outage(500, 'rpcAdminResolvePaymentIssue')] } },
  },
  play: async ({ canvasElement }) => {
    const [first] = await issueCards(canvasElement);
    if (!first) throw new Error('no issue');
    const card = within(first);
    await userEvent.type(card.getByLabelText(/O que foi feito/), 'Devolvido por Pix manual.');
    await userEvent.click(card.getByRole('button', { name: 'Marcar como resolvido' }));
    await expect(
      await findToast(canvasElement, 'Não foi possível concluir. Tente novamente.'),
    ).toBeVisible();
    await expect(card.getByLabelText(/O que foi feito/)).toHaveValue('Devolvido por Pix manual.');
    await expect(await cardsNow(canvasElement)).toHaveLength(3);
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await arrive(canvasElement, TITLE);
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'Nenhum pagamento precisa de atenção' },
        timeout,
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pendingRequest('post', '/rest/v1/rpc/admin_payment_issues') } },
  play: async ({ canvasElement }) => {
    await arrive(canvasElement, TITLE);
    await expect(
      await within(canvasElement).findByText('Carregando os pagamentos...', {}, timeout),
    ).toBeVisible();
  },
};

export const LoadFails: Story = {
  parameters: { msw: { handlers: { scenario: [outage(503, 'rpcAdminPaymentIssues')] } } },
  play: async ({ canvasElement }) => {
    await arrive(canvasElement, TITLE);
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 20_000 });
    await expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

export const PermissionRefused: Story = {
  parameters: { msw: { handlers: { scenario: [refusedRpc('admin_payment_issues')] } } },
  play: async ({ canvasElement }) => {
    await arrive(canvasElement, TITLE);
    const alert = await within(canvasElement).findByRole('alert', {}, timeout);
    await expect(alert).toHaveTextContent('Você não tem permissões administrativas');
    await expect(within(alert).queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  },
};

/** The smallest phone: every card, amount and identifier within 320 px. */
export const SmallPhone: Story = {
  ...withIssues,
  ...SMALL_PHONE_320,
  tags: ['visual-320'],
  play: async ({ canvasElement }) => {
    await expect(await issueCards(canvasElement)).toHaveLength(3);
    await expectAmountsWhole(canvasElement);
    await expectNoSidewaysScroll(canvasElement);
  },
};
