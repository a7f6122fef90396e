/**
 * How many characters the database keeps in each text a person types. One table for the forms
 * and the database: supabase/tests/text-limits.test.ts reads every length check constraint and
 * fails when one is missing here or differs, so a new limit in SQL needs its form limit too.
 */
export const TEXT_LIMITS = {
  name: 120,
  city: 100,
  phone: 40,
  email: 255,
  contactEmail: 254,
  bio: 1000,
  businessName: 120,
  cadastur: 20,
  areaServed: 200,
  passengerName: 120,
  boatName: 80,
  tourTitle: 120,
  departureNote: 500,
  serviceTitle: 120,
  serviceArea: 120,
  serviceDescription: 2000,
  certificateName: 120,
  certificateIssuer: 120,
  requestName: 120,
  requestMessage: 1000,
  requestResponseNote: 500,
  requestCancelReason: 500,
  providerAbout: 2000,
  /** A public URL or a path under the site's /images/ (the profile's photo). */
  photoUrl: 500,
  /** Made by the database from the business name, never typed. */
  providerSlug: 80,
  blockReason: 500,
  reviewComments: 2000,
  issueResolution: 500,
  verificationComments: 500,
  /** A traveller's review of a trip (reviews.body), the owner's answer, the admin's reason to hide it. */
  reviewBody: 2000,
  reviewAnswer: 1000,
  reviewHideReason: 500,
  /** Made by the database from the author's name ("Vera V."), never typed. */
  reviewAuthorName: 80,
  /** Not typed by a person: the e-mail provider's last error, kept short for the admin. */
  deliveryError: 1000,
} as const;

/** Fewest characters a column takes, where the database asks for some (counted trimmed). */
export const TEXT_MINIMUMS = {
  passengerName: 2,
  boatName: 1,
  tourTitle: 3,
  serviceTitle: 3,
  serviceArea: 2,
  certificateName: 2,
  requestName: 2,
  requestMessage: 3,
  blockReason: 3,
  issueResolution: 2,
  reviewAnswer: 1,
  reviewHideReason: 3,
  reviewAuthorName: 1,
} as const satisfies Partial<Record<keyof typeof TEXT_LIMITS, number>>;

export type TextLimit = keyof typeof TEXT_LIMITS;

/**
 * Which limit each column holds, by `table.column` (private tables without their schema). Every
 * length check constraint of the database is here, and nothing else.
 */
export const DB_TEXT_COLUMNS = {
  'profiles.nome': 'name',
  'profiles.full_name': 'name',
  'profiles.cidade': 'city',
  'profiles.telefone': 'phone',
  'profiles.bio': 'bio',
  'perfis_usuarios.name': 'name',
  'perfis_usuarios.email': 'email',
  'service_providers.business_name': 'businessName',
  'service_providers.whatsapp': 'phone',
  'service_providers.cidade': 'city',
  'service_providers.cadastur': 'cadastur',
  'service_providers.area_served': 'areaServed',
  'service_providers.about': 'providerAbout',
  'service_providers.photo_url': 'photoUrl',
  'service_providers.slug': 'providerSlug',
  'passengers.full_name': 'passengerName',
  'boats.name': 'boatName',
  'tours.title': 'tourTitle',
  'departures.note': 'departureNote',
  'provider_services.title': 'serviceTitle',
  'provider_services.area': 'serviceArea',
  'provider_services.description': 'serviceDescription',
  'provider_certificates.name': 'certificateName',
  'provider_certificates.issuer': 'certificateIssuer',
  'provider_requests.requester_name': 'requestName',
  'provider_requests.message': 'requestMessage',
  'provider_requests.response_note': 'requestResponseNote',
  'provider_requests.requester_phone': 'phone',
  'provider_requests.cancel_reason': 'requestCancelReason',
  'account_blocks.reason': 'blockReason',
  'tour_review_notes.comments': 'reviewComments',
  'bookings.contact_name': 'name',
  'bookings.contact_email': 'contactEmail',
  'bookings.contact_phone': 'phone',
  'payment_issues.resolution': 'issueResolution',
  'verification_notes.comments': 'verificationComments',
  'notifications.last_error': 'deliveryError',
  'reviews.author_name': 'reviewAuthorName',
  'reviews.body': 'reviewBody',
  'reviews.answer': 'reviewAnswer',
  'reviews.hidden_reason': 'reviewHideReason',
} as const satisfies Record<string, TextLimit>;

/** The fewest and most characters a limit allows (min 0 where the database asks for none). */
export function textBounds(limit: TextLimit): { min: number; max: number } {
  const minimums: Partial<Record<TextLimit, number>> = TEXT_MINIMUMS;
  return { min: minimums[limit] ?? 0, max: TEXT_LIMITS[limit] };
}
