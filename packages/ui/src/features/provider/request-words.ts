import { requestStage, type RequestShown, type RequestStage } from '@mare/domain';
import type { BadgeTone } from '../../components/Badge/Badge.tsx';

/** A request as the provider sees it: its status, or "expired" when the deadline passed. */
export type Shown = RequestShown;

export const BADGES: Record<Shown, { tone: BadgeTone; text: string }> = {
  pending: { tone: 'info', text: 'Aguardando sua resposta' },
  expired: { tone: 'neutral', text: 'Prazo encerrado' },
  accepted: { tone: 'success', text: 'Aceito' },
  declined: { tone: 'danger', text: 'Recusado' },
  completed: { tone: 'success', text: 'Concluído' },
  no_show: { tone: 'neutral', text: 'Não compareceu' },
  cancelled: { tone: 'neutral', text: 'Cancelado pela pessoa' },
};

/** The list's order: what waits for the provider, what is ahead, what is over. */
export const ORDER: Record<Shown, number> = {
  pending: 0,
  accepted: 1,
  expired: 2,
  declined: 3,
  completed: 3,
  no_show: 3,
  cancelled: 3,
};

/** The inbox's filters: each status lands in one. */
export type InboxFilter = 'all' | RequestStage;

export const FILTER_LABELS: Record<InboxFilter, string> = {
  all: 'Todos',
  open: 'Aguardando resposta',
  accepted: 'Aceitos',
  done: 'Concluídos e não compareceu',
  closed: 'Recusados, cancelados e sem resposta',
};

/** The filter a request lands in: its stage. */
export const filterOf: (shown: Shown) => RequestStage = requestStage;

export const isInboxFilter = (value: string): value is InboxFilter =>
  Object.hasOwn(FILTER_LABELS, value);
