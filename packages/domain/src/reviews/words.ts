import type { ReviewRatings } from './shapes.ts';

/** The lengths the database accepts (reviews.body, reviews.answer, the admin's reason). */
export const REVIEW_LIMITS = { body: 2000, answer: 1000, hideReason: 500 } as const;

/** What each number of stars means, as the form says it beside each choice. */
export const STAR_WORDS: Readonly<Record<number, string>> = {
  1: 'Péssimo',
  2: 'Ruim',
  3: 'Regular',
  4: 'Bom',
  5: 'Excelente',
};

/** The three optional sub-ratings, in the order every screen shows them. */
export const SUB_RATINGS = [
  { key: 'organization', label: 'Organização' },
  { key: 'safety', label: 'Segurança' },
  { key: 'value', label: 'Custo-benefício' },
] as const satisfies readonly { key: keyof Omit<ReviewRatings, 'stars'>; label: string }[];

export type SubRatingKey = (typeof SUB_RATINGS)[number]['key'];

// Made on first use: the first pt-BR Intl object loads the locale's data, better spent while a
// page renders than while its scripts evaluate.
let oneDecimalFormat: Intl.NumberFormat | undefined;
let wholeFormat: Intl.NumberFormat | undefined;
const oneDecimal = () =>
  (oneDecimalFormat ??= new Intl.NumberFormat('pt-BR', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }));
const whole = () => (wholeFormat ??= new Intl.NumberFormat('pt-BR'));

/** An average as people read it: 4.7 → "4,7", 5 → "5,0". */
export const formatRating = (average: number) => oneDecimal().format(average);

/** "1 avaliação", "123 avaliações", "1.234 avaliações"; "Sem avaliações ainda" for none. */
export function reviewCountWords(count: number): string {
  if (count <= 0) return 'Sem avaliações ainda';
  return count === 1 ? '1 avaliação' : `${whole().format(count)} avaliações`;
}

/** "1 estrela", "4 estrelas". */
export const starsWords = (stars: number) => (stars === 1 ? '1 estrela' : `${stars} estrelas`);

/** What a screen reader says for a rating: "Nota 4,7 de 5, 123 avaliações". */
export function ratingLabel(average: number, count?: number): string {
  const base = `Nota ${formatRating(average)} de 5`;
  return count === undefined ? base : `${base}, ${reviewCountWords(count)}`;
}

/** How many of five stars to fill for an average: whole and half stars, to the nearest half. */
export function starFill(average: number): ('full' | 'half' | 'empty')[] {
  const halves = Math.round(Math.min(5, Math.max(0, average)) * 2);
  return [1, 2, 3, 4, 5].map((star) =>
    halves >= star * 2 ? 'full' : halves === star * 2 - 1 ? 'half' : 'empty',
  );
}

export interface HistogramRow {
  stars: number;
  count: number;
  /** Share of all reviews, 0..100, whole. */
  percent: number;
}

/** The histogram's bars from 5 stars down to 1 (`histogram` holds the counts of 1..5). */
export function histogramRows(histogram: readonly number[]): HistogramRow[] {
  const total = histogram.reduce((sum, count) => sum + count, 0);
  return [5, 4, 3, 2, 1].map((stars) => {
    const count = histogram[stars - 1] ?? 0;
    return { stars, count, percent: total === 0 ? 0 : Math.round((count * 100) / total) };
  });
}

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * When the trip was, as a review shows it: "Passeio em novembro de 2026" (a tour) or "Serviço em
 * novembro de 2026" (a provider's). The month only: the day would say too much about the author.
 */
export function tripDateWords(date: string, kind: 'tour' | 'service' = 'tour'): string {
  const match = ISO_DATE.exec(date);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return '';
  return `${kind === 'tour' ? 'Passeio' : 'Serviço'} em ${month} de ${match[1]}`;
}

/** A day (yyyy-mm-dd, or an instant's date part) as dd/mm/aaaa, read as written. */
export function dayWords(date: string): string {
  const match = ISO_DATE.exec(date);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}
