import type { BusinessType } from '../auth/types.ts';

/**
 * The providers' public side: the directory (public.provider_directory), a provider's page
 * (public.provider_profile) and the request a visitor sends (public.send_provider_request).
 */

/** One card of the directory: an approved provider (at least one approved service). */
export interface ListedProvider {
  id: string;
  slug: string;
  business_name: string;
  business_type: BusinessType;
  /** A public image URL or a path under the site's `/images/`; null: none given. */
  photo_url: string | null;
  cidade: string | null;
  /** The beach ids the provider serves (a subset of the five beaches). */
  beaches: string[];
  languages: string[];
  /** An admin saw the Cadastur number when approving the first service. */
  cadastur_verified: boolean;
  /** Average of the visible reviews, one decimal; null without reviews. */
  rating_avg: number | null;
  rating_count: number;
  /** The cheapest approved service in centavos; null when every price is "sob consulta". */
  price_from: number | null;
}

/** public.provider_directory: one page of the directory and how many match. */
export interface ProviderDirectoryPage {
  total: number;
  items: ListedProvider[];
}

/** One approved service on a provider's page. */
export interface PublicProviderService {
  id: string;
  title: string;
  description: string | null;
  /** Centavos; null: "sob consulta". */
  price: number | null;
  duration_minutes: number | null;
  /** What the price includes (at most 12 short items). */
  included: string[];
  area: string | null;
}

/** public.provider_profile: everything the provider's page shows; null when there is none. */
export interface ProviderProfile {
  id: string;
  slug: string;
  business_name: string;
  business_type: BusinessType;
  about: string | null;
  photo_url: string | null;
  cidade: string | null;
  area_served: string | null;
  beaches: string[];
  languages: string[];
  cadastur: string | null;
  /** When an admin saw the Cadastur number (ISO); null: not verified. */
  cadastur_verified_at: string | null;
  /** International digits for wa.me; null: none given. */
  whatsapp: string | null;
  rating_avg: number | null;
  rating_count: number;
  /** Counts of 1..5 stars. */
  rating_histogram: number[];
  services: PublicProviderService[];
}

/** public.send_provider_request: the request as stored, with the provider's reply deadline. */
export interface SentProviderRequest {
  id: string;
  status: string;
  reply_by: string;
}

/** The directory's orders, as public.provider_directory names them. */
export const PROVIDER_SORTS = ['rating', 'price', 'name'] as const;
export type ProviderSort = (typeof PROVIDER_SORTS)[number];

/** People a request may be for (provider_requests.people). */
export const REQUEST_PEOPLE = { min: 1, max: 50 } as const;
