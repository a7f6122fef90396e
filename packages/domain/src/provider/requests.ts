import { SAO_PAULO_TIME_ZONE } from '../clock/clock-time.ts';
import { TEXT_LIMITS } from '../validation/text-limits.ts';
import type { RequestStatus } from './provider.ts';

/**
 * A request to a service provider after it was sent: what the person who asked reads in "Minhas
 * solicitações" (public.my_provider_requests) and what the provider reads in the dashboard
 * (public.provider_inbox), and which moves each of them may make on a given day.
 */

/** What the person who asked gave a review for a completed request, if they did. */
export interface GivenReview {
  id: string;
  stars: number;
}

/** One row of public.my_provider_requests: the requester's own request. */
export interface MyProviderRequest {
  id: string;
  provider_id: string;
  provider_slug: string;
  provider_name: string;
  /** The provider's WhatsApp, only once they accepted. */
  provider_whatsapp: string | null;
  service_title: string | null;
  /** The day the service is wanted ("aaaa-mm-dd"). */
  needed_on: string | null;
  people: number | null;
  message: string;
  status: RequestStatus;
  response_note: string | null;
  answered_at: string | null;
  finished_at: string | null;
  cancelled_at: string | null;
  cancel_reason: string | null;
  created_at: string;
  reply_by: string;
  review: GivenReview | null;
  can_review: boolean;
}

/** One row of public.provider_inbox: a request the provider received. */
export interface InboxRequest {
  id: string;
  requester_name: string;
  message: string;
  departure_id: string | null;
  needed_at: string | null;
  /** The day the service is wanted ("aaaa-mm-dd"). */
  needed_on: string | null;
  people: number | null;
  service_id: string | null;
  service_title: string | null;
  reply_by: string;
  status: RequestStatus;
  response_note: string | null;
  answered_at: string | null;
  finished_at: string | null;
  cancelled_at: string | null;
  cancel_reason: string | null;
  created_at: string;
  /** The requester's phone and e-mail, only once the provider accepted. */
  requester_phone: string | null;
  requester_email: string | null;
}

/** public.finish_provider_request's outcomes. */
export type RequestOutcome = 'completed' | 'no_show';

/** public.cancel_provider_request's answer. */
export interface CancelledRequest {
  id: string;
  status: RequestStatus;
  cancelled_at: string;
  cancel_reason: string | null;
}

/** public.finish_provider_request's answer. */
export interface FinishedRequest {
  id: string;
  status: RequestStatus;
  finished_at: string;
}

/** The provider's written answer: the database takes 3 to 500 characters (trimmed). */
export const RESPONSE_NOTE_MIN = 3;

/** Why the person who asked cancels: optional, at most this many characters. */
export const CANCEL_REASON_MAX = TEXT_LIMITS.requestCancelReason;

/** "aaaa-mm-dd" of a moment in São Paulo: the day the request rules count in. */
export function saoPauloDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SAO_PAULO_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/**
 * Whether the person who asked may still cancel: pending or accepted, and its day not yet past
 * (compared in São Paulo; `today` is "aaaa-mm-dd"), as public.cancel_provider_request decides.
 */
export function canCancelRequest(
  request: { status: RequestStatus; needed_on: string | null },
  today: string,
): boolean {
  return (
    (request.status === 'pending' || request.status === 'accepted') &&
    (request.needed_on === null || request.needed_on >= today)
  );
}

/** Whether the provider may mark it done or no-show: accepted, and its day has come (SQL's rule). */
export function canFinishRequest(
  request: { status: RequestStatus; needed_on: string | null },
  today: string,
): boolean {
  return (
    request.status === 'accepted' && (request.needed_on === null || request.needed_on <= today)
  );
}

/** How many people a request is for: "1 pessoa", "4 pessoas". */
export const peopleWords = (people: number) => `${people} ${people === 1 ? 'pessoa' : 'pessoas'}`;

/**
 * A Brazilian phone as people write it, whatever way it was stored: "71988880006" →
 * "(71) 98888-0006", a landline "(21) 3333-4444"; anything else as it came.
 */
export function phoneWords(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = /^55\d{10,11}$/.test(digits) ? digits.slice(2) : digits;
  const parts = /^(\d{2})(\d{4,5})(\d{4})$/.exec(national);
  return parts ? `(${parts[1]}) ${parts[2]}-${parts[3]}` : phone.trim();
}
