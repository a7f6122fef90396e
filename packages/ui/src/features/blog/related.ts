import type { Article } from '@mare/domain';

/**
 * Articles to read next: other beaches of the same region first, then other beaches, then the same
 * beach; one article per beach before any beach repeats.
 */
export function relatedArticles(current: Article, pool: readonly Article[], count = 3): Article[] {
  const rank = (article: Article) =>
    article.beachId === current.beachId ? 2 : article.region === current.region ? 0 : 1;
  const ranked = pool
    .filter((article) => article.id !== current.id)
    .map((article, index) => ({ article, index, rank: rank(article) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ article }) => article);
  const beaches = new Set<string>();
  const firstOfEachBeach = ranked.filter((article) => {
    if (beaches.has(article.beachId)) return false;
    beaches.add(article.beachId);
    return true;
  });
  const rest = ranked.filter((article) => !firstOfEachBeach.includes(article));
  return [...firstOfEachBeach, ...rest].slice(0, count);
}
