import { departureWhen } from '../boat-owner/cancellation.ts';
import type { AuditEntry } from '../reports/figures.ts';
import type { Role } from '../auth/types.ts';
import type { TourStatus } from '../tours/status.ts';
import { ROLE_LABELS, TOUR_STATUS_LABELS } from './manage.ts';
import { inSentence } from './payment-issues.ts';
import { lazyFormatter } from '../intl.ts';

/**
 * An audit entry in words, for the admin's "Últimas ações registradas": who did what to whom or
 * what, by name ("Ana bloqueou Rita Reserva"), and a detail line when the entry carries one
 * (a reason, comments). Keys and UUIDs never show: a target whose row is gone is named by kind.
 */
export interface AuditSentence {
  text: string;
  detail: string | null;
}

/** The subject of an entry written by the database itself (jobs, the PSP's reports). */
export const AUDIT_SYSTEM_ACTOR = 'O sistema';

type Details = Record<string, unknown>;

const record = (value: unknown): Details =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Details) : {};
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const count = (value: unknown): number => (typeof value === 'number' ? value : 0);

const REAIS = lazyFormatter(
  () => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }),
);
/** Money as the screens write it: a no-break space after R$, so it never splits. */
const money = (cents: unknown) => (typeof cents === 'number' ? REAIS().format(cents / 100) : null);

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The target as a phrase ("o passeio Escuna ...", "a reserva MR7K2Q"), by its kind. */
function targetPhrase(entry: AuditEntry): string {
  const name = entry.target_name;
  switch (entry.target_kind) {
    case 'users':
      return name ?? 'uma conta removida';
    case 'tours':
      return name ? `o passeio ${name}` : 'um passeio removido';
    case 'boats':
      return name ? `o barco ${name}` : 'um barco removido';
    case 'bookings':
    case 'payments':
    case 'refunds':
      return name ? `a reserva ${name}` : 'uma reserva removida';
    case 'departures':
      return name
        ? `a saída de ${name}${entry.target_when ? ` de ${departureWhen(entry.target_when)}` : ''}`
        : 'uma saída removida';
    case 'passengers':
      return name ?? 'um passageiro removido';
    case 'provider_services':
      return name ? `o serviço ${name}` : 'um serviço removido';
    case 'provider_requests':
      return name ? `o pedido de ${name}` : 'um pedido removido';
    case 'reviews':
      return name ? `a avaliação de ${name}` : 'uma avaliação removida';
    default:
      return name ?? 'um registro';
  }
}

const ISSUE_KINDS: Record<string, string> = {
  unknown_txid: 'Pix recebido para uma cobrança desconhecida',
  wrong_amount: 'Pix recebido com valor diferente da cobrança',
  extra_payment: 'Pix recebido a mais para uma reserva já paga',
  refund_refused: 'Reembolso recusado pelo banco',
  charge_removed: 'Cobrança Pix removida pelo banco',
};

const reason = (value: unknown) => {
  const why = text(value);
  return why ? `Motivo: ${why}` : null;
};

/** "de" joined to the phrase's article: "do passeio X", "da reserva Y", "de um barco removido". */
const of = (phrase: string) =>
  phrase.startsWith('o ')
    ? `do ${phrase.slice(2)}`
    : phrase.startsWith('a ')
      ? `da ${phrase.slice(2)}`
      : `de ${phrase}`;
/** "em" joined the same way: "na reserva Y", "em uma reserva removida". */
const into = (phrase: string) =>
  phrase.startsWith('o ')
    ? `no ${phrase.slice(2)}`
    : phrase.startsWith('a ')
      ? `na ${phrase.slice(2)}`
      : `em ${phrase}`;

type Phrase = (actor: string, target: string, details: Details, entry: AuditEntry) => string;

/** One sentence per action the database writes; supabase/tests/audit-in-words.test.ts checks
 * that every action in the migrations has one. */
const PHRASES: Record<string, Phrase> = {
  admin_access_denied: (a) => `${a} tentou abrir a área administrativa sem permissão`,
  'user.block': (a, t) => `${a} bloqueou ${t}`,
  'user.unblock': (a, t) => `${a} desbloqueou ${t}`,
  'user.role_change': (a, t, d) => {
    const role = text(record(d.after).role);
    return role && role in ROLE_LABELS
      ? `${a} mudou o papel de ${t} para ${ROLE_LABELS[role as Role]}`
      : `${a} mudou o papel de ${t}`;
  },
  'boat.review': (a, t, d) => {
    const decision = text(record(d.after).verification) ?? text(d.decision);
    if (decision === 'approved') return `${a} aprovou ${t}`;
    if (decision === 'refused') return `${a} recusou ${t}`;
    return `${a} revisou ${t}`;
  },
  'boat.layout': (a, t) => `${a} mudou o mapa de assentos ${of(t)}`,
  'tour.review': (a, t, d) => {
    const status = text(record(d.after).status) ?? text(d.status);
    if (status === 'published') return `${a} publicou ${t}`;
    return status && status in TOUR_STATUS_LABELS
      ? `${a} mudou ${t} para ${TOUR_STATUS_LABELS[status as TourStatus].toLowerCase()}`
      : `${a} revisou ${t}`;
  },
  'tour.publish': (a, t) => `${a} publicou ${t}`,
  'tour.send_back': (a, t) => `${a} devolveu ${t} ao dono`,
  'tour.suspend': (a, t, d) =>
    d.cancel_bookings === true
      ? `${a} suspendeu ${t} e cancelou as suas reservas`
      : `${a} suspendeu ${t}`,
  'tour.submit': (a, t) => `${a} enviou ${t} para revisão`,
  'tour.withdraw': (a, t) => `${a} retirou ${t} da revisão`,
  'tour.price_change': (a, t) => `${a} mudou os preços ${of(t)}`,
  'tour.back_to_review': (a, t) => `${a} editou ${t}, que voltou para revisão`,
  'provider_service.review': (a, t, d) => {
    const status = text(record(d.after).status);
    if (status === 'published') return `${a} aprovou e publicou ${t}`;
    if (status === 'refused') return `${a} recusou ${t}`;
    return `${a} revisou ${t}`;
  },
  'provider_request.answer': (a, t, d) =>
    d.status === 'accepted'
      ? `${a} aceitou ${t}`
      : d.status === 'declined'
        ? `${a} recusou ${t}`
        : `${a} respondeu ${t}`,
  'provider_request.cancel': (a, t) => `${a} cancelou ${t}`,
  'provider_request.finish': (a, t, d) =>
    d.status === 'no_show' ? `${a} registrou que ninguém compareceu a ${t}` : `${a} concluiu ${t}`,
  'review.answer': (a, t) => `${a} respondeu ${t}`,
  'review.hide': (a, t) => `${a} ocultou ${t}`,
  'review.unhide': (a, t) => `${a} voltou a mostrar ${t}`,
  'departure.schedule': (a, t, d) =>
    `${a} programou ${plural(count(d.created), 'saída', 'saídas')} ${of(t)}`,
  'departure.change_boat': (a, t) => `${a} trocou o barco ${of(t)}`,
  'departure.cancel': (a, t) => `${a} cancelou ${t}`,
  'departure.open_sales': (a, t) => `${a} reabriu as vendas ${of(t)}`,
  'departure.close_sales': (a, t) => `${a} encerrou as vendas ${of(t)}`,
  'departure.boarding_list': (a, t) => `${a} abriu a lista de embarque ${of(t)}`,
  'passenger.check_in': (a, t) => `${a} fez o check-in de ${t}`,
  'passenger.check_in_undone': (a, t) => `${a} desfez o check-in de ${t}`,
  'booking.hold': (a, t) => `${a} segurou lugares ${into(t)}`,
  'booking.checkout': (a, t) => `${a} pediu o Pix ${of(t)}`,
  'booking.cancel': (a, t) => `${a} cancelou ${t}`,
  'booking.no_show': (a, t) => `${a} marcou ${t} como não compareceu`,
  'booking.no_show_undone': (a, t) => `${a} desfez o não compareceu ${of(t)}`,
  'booking.expire_holds': (_a, _t, d) =>
    `${plural(count(d.expired), 'reserva não paga expirou', 'reservas não pagas expiraram')}`,
  'payment.charge': (_a, t) => `Cobrança Pix criada no banco para ${t}`,
  'payment.br_code': (_a, t) => `Código Pix registrado para ${t}`,
  'payment.confirmed': (_a, t) => `Pagamento confirmado para ${t}`,
  'payment.refunded_late': (_a, t) => `Pagamento fora do prazo devolvido para ${t}`,
  'payment.issue': (_a, _t, _d, entry) => {
    const kind = entry.target.split('/')[1] ?? '';
    return ISSUE_KINDS[kind] ?? 'Pagamento que precisa de atenção registrado';
  },
  'payment_issue.resolve': (a, _t, d) => {
    const kind = text(d.kind);
    const title = kind ? ISSUE_KINDS[kind] : undefined;
    const what = title ? `: ${inSentence(title)}` : '';
    return `${a} resolveu um pagamento que precisava de atenção${what}`;
  },
  'refund.sent': (_a, t) => `Reembolso enviado ao banco para ${t}`,
  'refund.done': (_a, t) => `Reembolso concluído para ${t}`,
  'refund.refused': (_a, t) => `Reembolso recusado pelo banco para ${t}`,
  'refund.retry': (_a, t) => `Reembolso de ${t} será tentado de novo`,
  'jobs.minute': (_a, _t, d) =>
    `Rotina automática: ${plural(count(d.expired), 'reserva expirou', 'reservas expiraram')}, ${plural(count(d.departed), 'saída partiu', 'saídas partiram')}`,
  'jobs.sales_closed': (_a, _t, d) =>
    `Vendas encerradas no horário de corte de ${plural(count(d.closed), 'saída', 'saídas')}`,
};

/** The detail line an action's details carry: a reason, comments, an amount. */
function detailOf(entry: AuditEntry, details: Details): string | null {
  const after = record(details.after);
  switch (entry.action) {
    case 'user.block':
      return reason(after.reason);
    case 'boat.review':
      return reason(after.refusal_reason);
    case 'provider_service.review':
      return reason(after.refusal_reason);
    case 'review.hide':
      return reason(after.reason);
    case 'tour.send_back':
    case 'tour.suspend': {
      const comments = text(details.comments);
      return comments ? `Comentários: ${comments}` : null;
    }
    case 'departure.cancel': {
      const why = reason(details.reason);
      const refunded = count(details.refunded) > 0 ? money(details.refunded) : null;
      const parts = [
        why,
        count(details.bookings) > 0
          ? `${plural(count(details.bookings), 'reserva cancelada', 'reservas canceladas')}${refunded ? `, ${refunded} devolvidos` : ''}`
          : null,
      ].filter((part): part is string => part !== null);
      return parts.length > 0 ? parts.join(' · ') : null;
    }
    case 'booking.cancel': {
      const amount = money(details.amount);
      return amount && count(details.amount) > 0 ? `Reembolso de ${amount}` : null;
    }
    case 'payment.confirmed':
    case 'refund.sent':
    case 'refund.done':
      return money(details.amount);
    case 'refund.refused':
      return reason(details.reason) ?? money(details.amount);
    case 'payment.issue': {
      const expected = money(details.expected);
      const received = money(details.received);
      if (expected && received) return `Esperado ${expected}, recebido ${received}`;
      return received ? `Recebido ${received}` : expected;
    }
    case 'payment_issue.resolve': {
      const resolution = text(details.resolution);
      return resolution ? `Solução: ${resolution}` : null;
    }
    case 'admin_access_denied':
      return entry.target.startsWith('/') ? `Endereço: ${entry.target}` : null;
    default:
      return null;
  }
}

/** Every action that has its own sentence. */
export const AUDIT_ACTIONS_IN_WORDS: readonly string[] = Object.keys(PHRASES);

/** The entry in words; an action without a sentence of its own still names actor and target. */
export function auditSentence(entry: AuditEntry): AuditSentence {
  const actor = entry.actor_name ?? entry.actor_email ?? AUDIT_SYSTEM_ACTOR;
  const details = record(entry.details);
  const target = targetPhrase(entry);
  const phrase = PHRASES[entry.action];
  return {
    text: phrase
      ? phrase(actor, target, details, entry)
      : `${actor} fez uma ação sem descrição (${entry.action}) em ${target}`,
    detail: detailOf(entry, details),
  };
}
