import {
  REGION_FILTER_OPTIONS,
  lazyFormatter,
  matchesRegionFilter,
  type Article,
  type RegionFilter,
  type RegionKey,
} from '@mare/domain';

export interface BlogFilters {
  region: RegionFilter;
  tag: string;
  query: string;
}

/** The search parameters that keep the filters in the URL, so a filtered list can be shared. */
export const FILTER_PARAMS = { region: 'regiao', tag: 'tag', query: 'busca' } as const;

/** pt-BR slugs in the URL (`?regiao=nordeste`), the domain's keys in the code. */
const REGION_SLUGS: Readonly<Record<RegionKey, string>> = {
  northeast: 'nordeste',
  southeast: 'sudeste',
  south: 'sul',
  north: 'norte',
  undefined: 'nao-definida',
};
const REGION_BY_SLUG = new Map(
  (Object.entries(REGION_SLUGS) as [RegionKey, string][]).map(([key, slug]) => [slug, key]),
);

export const regionSlug = (region: RegionFilter): string =>
  region === 'all' ? '' : REGION_SLUGS[region];

/** The region select's options (the "all" choice is its placeholder). */
export const REGION_OPTIONS = REGION_FILTER_OPTIONS.filter((option) => option.value !== 'all').map(
  (option) => ({ value: regionSlug(option.value), label: option.label }),
);

/** Reads untrusted URL parameters: anything unknown means "no filter". */
export function parseFilters(params: URLSearchParams): BlogFilters {
  return {
    region: REGION_BY_SLUG.get(params.get(FILTER_PARAMS.region) ?? '') ?? 'all',
    tag: (params.get(FILTER_PARAMS.tag) ?? '').trim(),
    query: params.get(FILTER_PARAMS.query) ?? '',
  };
}

/** Only the filters in use, so an unfiltered list keeps a clean `/blog`. */
export function filtersToParams(filters: BlogFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.region !== 'all') params.set(FILTER_PARAMS.region, regionSlug(filters.region));
  if (filters.tag) params.set(FILTER_PARAMS.tag, filters.tag);
  if (filters.query.trim()) params.set(FILTER_PARAMS.query, filters.query);
  return params;
}

export const hasFilters = (filters: BlogFilters): boolean =>
  filters.region !== 'all' || filters.tag !== '' || filters.query.trim() !== '';

/** Lower case, no accents, single spaces: "sao  PAULO" finds "São Paulo". */
export const normalizeText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

function searchableText(article: Article): string {
  return normalizeText(
    [
      article.title,
      article.summary,
      article.city,
      article.regionName,
      ...article.tags,
      ...article.content,
    ].join(' '),
  );
}

/** Every word of the search must appear somewhere in the article. */
export function filterArticles(articles: readonly Article[], filters: BlogFilters): Article[] {
  const words = normalizeText(filters.query).split(' ').filter(Boolean);
  const tag = normalizeText(filters.tag);
  return articles.filter((article) => {
    if (!matchesRegionFilter(article, filters.region)) return false;
    if (tag && !article.tags.some((candidate) => normalizeText(candidate) === tag)) return false;
    if (words.length === 0) return true;
    const text = searchableText(article);
    return words.every((word) => text.includes(word));
  });
}

// Made on first use, like the formatters (lazyFormatter): not while the page's scripts evaluate.
const collator = lazyFormatter(() => new Intl.Collator('pt-BR'));

/** The tags of the listed articles, alphabetical; a tag from a shared link stays selectable. */
export function tagOptions(articles: readonly Article[], current: string): string[] {
  const tags = new Set(articles.flatMap((article) => article.tags));
  if (current) tags.add(current);
  return [...tags].sort(collator().compare);
}
