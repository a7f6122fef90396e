import { formatDateTime } from '../../components/format/format.ts';

/** The directory's title, also the provider page's way back to it. */
export const PROVIDERS_TITLE = 'Guias e serviços';

/** The longest description a search result shows whole. */
const DESCRIPTION_MAX = 160;

/**
 * A page description from the provider's own words: the first paragraph, cut at a word before
 * 160 characters with "…"; empty when there is none.
 */
export function descriptionOf(about: string | null): string {
  const first = (about ?? '').split(/\n+/)[0]?.trim() ?? '';
  if (first.length <= DESCRIPTION_MAX) return first;
  const cut = first.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 0 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/** "4 horas", "1 hora", "2 h 20 min", "45 min". */
export function durationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  if (rest === 0) return hours === 1 ? '1 hora' : `${hours} horas`;
  return `${hours} h ${rest} min`;
}

/** "Cadastur verificado em 12/11/2026" (São Paulo's day). */
export const cadasturVerifiedLabel = (verifiedAt: string): string =>
  `Cadastur verificado em ${formatDateTime(new Date(verifiedAt), 'date')}`;

/**
 * A wa.me link that opens a chat with the provider, a first line already written. `whatsapp`: the
 * provider's number as public.provider_profile gives it (as typed, or in international digits).
 */
export function providerWhatsAppUrl(whatsapp: string, businessName: string): string {
  const text = `Olá, ${businessName}! Vi seu perfil na Maré e gostaria de tirar uma dúvida.`;
  return `https://wa.me/${internationalDigits(whatsapp)}?text=${encodeURIComponent(text)}`;
}

/** "(73) 99999-0004" → "5573999990004": a Brazilian number as wa.me takes it (country code first). */
export function internationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 || digits.length === 11 ? `55${digits}` : digits;
}
