import { departureLabel } from './DepartureTime.tsx';

/**
 * A wa.me link that opens a chat with the tour's boat owner, the tour (and the chosen departure)
 * already written. `whatsapp`: the boat owner's number in international digits, as
 * public.tour_contact gives it.
 */
export function tourWhatsAppUrl(whatsapp: string, title: string, startsAt?: string): string {
  const when = startsAt ? ` na saída de ${departureLabel(startsAt)}` : '';
  const text = `Olá! Tenho uma dúvida sobre o passeio "${title}"${when}.`;
  return `https://wa.me/${whatsapp}?text=${encodeURIComponent(text)}`;
}
