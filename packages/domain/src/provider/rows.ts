import type { BusinessType } from '../auth/types.ts';
import type { Tables } from '../database.ts';
import { narrow } from '../narrow.ts';
import { TEXT_LIMITS } from '../validation/text-limits.ts';
import { readStrings } from '../tours/columns.ts';
import { PROVIDER_LANGUAGES, type ProviderLanguage, type RequestStatus } from './provider.ts';

/**
 * What the provider's screens read from the database: rows with their text unions and `jsonb`
 * narrowed here, at the boundary, and the `jsonb` answer of respond_provider_request.
 */

/** public.provider_services.status: the team's review of a service. */
export const SERVICE_STATUSES = ['pending', 'approved', 'refused'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];
export const isServiceStatus = (value: string): value is ServiceStatus =>
  SERVICE_STATUSES.some((status) => status === value);

const REQUEST_STATUSES: Record<RequestStatus, true> = {
  pending: true,
  accepted: true,
  declined: true,
  completed: true,
  no_show: true,
  cancelled: true,
};
export const isRequestStatus = (value: string): value is RequestStatus =>
  Object.hasOwn(REQUEST_STATUSES, value);

const BUSINESS_TYPES: Record<BusinessType, true> = {
  guia: true,
  transfer: true,
  restaurante: true,
  hospedagem: true,
  passeio: true,
};
export const isBusinessType = (value: string): value is BusinessType =>
  Object.hasOwn(BUSINESS_TYPES, value);
const isProviderLanguage = (value: string): value is ProviderLanguage =>
  PROVIDER_LANGUAGES.some((language) => language.value === value);

export type Certificate = Pick<
  Tables<'provider_certificates'>,
  'id' | 'name' | 'issuer' | 'expires_on'
>;
export type CertificateInput = Omit<Certificate, 'id'>;

type ServiceRow = Pick<
  Tables<'provider_services'>,
  | 'id'
  | 'title'
  | 'description'
  | 'price'
  | 'area'
  | 'status'
  | 'refusal_reason'
  | 'reviewed_at'
  | 'duration_minutes'
  | 'included'
>;
/** A service; `included` is "O que está incluído", one line each (up to 12, 80 characters). */
export type ProviderService = Omit<ServiceRow, 'status' | 'included'> & {
  status: ServiceStatus;
  included: string[];
};
export type ServiceInput = Pick<
  ProviderService,
  'title' | 'description' | 'price' | 'area' | 'duration_minutes' | 'included'
>;

/** The database's limits of a service's "O que está incluído" list. */
export const SERVICE_INCLUDED_LIMITS = { items: 12, length: 80 } as const;
/** The database's limits of a service's duration, in minutes. */
export const SERVICE_DURATION_LIMITS = { min: 15, max: 1440 } as const;

/** A service's duration in words: "2 h 30 min", "1 hora", "3 horas", "45 min". */
export function durationWords(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  if (rest === 0) return hours === 1 ? '1 hora' : `${hours} horas`;
  return `${hours} h ${rest} min`;
}

export const serviceOf = (row: ServiceRow): ProviderService => ({
  ...row,
  status: narrow(row.status, isServiceStatus, 'provider_services.status'),
  included: readStrings(row.included),
});

type RequestRow = Pick<
  Tables<'provider_requests'>,
  | 'id'
  | 'requester_name'
  | 'message'
  | 'departure_id'
  | 'needed_at'
  | 'reply_by'
  | 'status'
  | 'response_note'
  | 'answered_at'
  | 'created_at'
>;
export type ProviderRequest = Omit<RequestRow, 'status'> & { status: RequestStatus };

export const requestOf = (row: RequestRow): ProviderRequest => ({
  ...row,
  status: narrow(row.status, isRequestStatus, 'provider_requests.status'),
});

type BusinessRow = Pick<
  Tables<'service_providers'>,
  | 'business_name'
  | 'business_type'
  | 'cadastur'
  | 'whatsapp'
  | 'cidade'
  | 'languages'
  | 'area_served'
>;

/**
 * What a provider gave at registration (the sign-up trigger stores it in service_providers).
 * `cadastur` is null for a restaurant without one (the only type the law does not ask it of).
 */
export type ProviderBusiness = Omit<BusinessRow, 'business_type' | 'languages'> & {
  business_type: BusinessType;
  languages: ProviderLanguage[];
};

export const providerBusinessOf = (row: BusinessRow): ProviderBusiness => ({
  ...row,
  business_type: narrow(row.business_type, isBusinessType, 'service_providers.business_type'),
  languages: readStrings(row.languages).filter(isProviderLanguage),
});

type PublicProfileRow = Pick<
  Tables<'service_providers'>,
  'slug' | 'about' | 'photo_url' | 'beaches' | 'cadastur_verified_at'
>;

/** What the provider's public page shows of them besides the business: editable but the slug. */
export type ProviderPublicProfile = PublicProfileRow;
export type ProviderPublicInput = Pick<ProviderPublicProfile, 'about' | 'photo_url' | 'beaches'>;

/** The database's limits of the public profile (service_providers checks). */
export const PROVIDER_ABOUT_MAX = TEXT_LIMITS.providerAbout;
export const PROVIDER_PHOTO_URL_MAX = TEXT_LIMITS.photoUrl;

/** public.respond_provider_request. */
export interface RequestAnswer {
  id: string;
  status: RequestStatus;
  response_note: string | null;
  answered_at: string | null;
}
