import {
  requestStage,
  type MyProviderRequest,
  type RequestShown as DomainRequestShown,
  type RequestStage,
  requestState,
} from '@mare/domain';
import type { BadgeTone } from '../../components/Badge/Badge.tsx';

/** What "Minhas solicitações" calls a request: its status, or "Sem resposta" past the deadline. */
export type RequestShown = DomainRequestShown;

export const STATUS_WORDS: Record<RequestShown, { text: string; tone: BadgeTone }> = {
  pending: { text: 'Aguardando resposta', tone: 'info' },
  expired: { text: 'Sem resposta', tone: 'neutral' },
  accepted: { text: 'Aceita', tone: 'success' },
  declined: { text: 'Recusada', tone: 'danger' },
  completed: { text: 'Concluída', tone: 'success' },
  no_show: { text: 'Não compareceu', tone: 'neutral' },
  cancelled: { text: 'Cancelada', tone: 'neutral' },
};

/** The four groups of the screen, in the order they show. */
export type RequestGroup = RequestStage;
export const GROUP_ORDER: readonly RequestGroup[] = ['open', 'accepted', 'done', 'closed'];

export const GROUP_LABELS: Record<RequestGroup, string> = {
  open: 'Aguardando resposta',
  accepted: 'Aceitas',
  done: 'Concluídas',
  closed: 'Encerradas',
};

/** The group a request shows in: its stage. */
export const groupOf: (shown: RequestShown) => RequestGroup = requestStage;

/** What the person sees of a request, as of `now`, sorted into its group. */
export function shownRequest(request: MyProviderRequest, now: number) {
  const shown = requestState(request, now);
  return { request, shown, group: groupOf(shown) };
}

/** "aaaa-mm-dd" as "dd/mm/aaaa", with no time zone to shift it. */
export const brDay = (day: string): string => day.split('-').reverse().join('/');
