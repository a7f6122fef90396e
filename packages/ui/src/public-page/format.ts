import { lazyFormatter, readingTimeMinutes, type Article } from '@mare/domain';

// Dates are shown in the visitor's own time zone: the day's articles are made in local time too.
const DATE = lazyFormatter(
  () => new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' }),
);
const NUMBER = lazyFormatter(() => new Intl.NumberFormat('pt-BR'));
// A prerendered page is drawn in Brazil's main time zone, the same on the build machine and in the
// hydrating render; the visitor's own zone takes over right after.
const PRERENDERED_DATE = lazyFormatter(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'America/Sao_Paulo',
    }),
);

/** dd/mm/aaaa; `prerendered`: as the build drew it (before hydration), in São Paulo's time. */
export const formatDate = (iso: string, prerendered = false): string =>
  (prerendered ? PRERENDERED_DATE : DATE)().format(new Date(iso));

export const readingTimeLabel = (article: Pick<Article, 'content'>): string =>
  `${readingTimeMinutes(article.content)} min de leitura`;

export const viewsLabel = (views: number): string =>
  `${NUMBER().format(views)} ${views === 1 ? 'visualização' : 'visualizações'}`;

const COORDINATE = lazyFormatter(
  () => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 4, maximumFractionDigits: 4 }),
);

const hemisphere = (value: number, positive: string, negative: string) =>
  `${COORDINATE().format(Math.abs(value))}° ${value < 0 ? negative : positive}`;

/** pt-BR coordinates: "2,7958° S, 40,5125° O". */
export const coordinatesLabel = (place: { latitude: number; longitude: number }): string =>
  `${hemisphere(place.latitude, 'N', 'S')}, ${hemisphere(place.longitude, 'L', 'O')}`;
