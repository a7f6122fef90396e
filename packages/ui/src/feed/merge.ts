import type { Article } from '@mare/domain';

/**
 * The blog's list: live arrivals on top (newest first), then the day's articles in their own
 * order (featured first, then newest). An article the scheduler re-announces appears once.
 */
export function mergeFeed(today: readonly Article[], live: readonly Article[]): Article[] {
  const liveIds = new Set(live.map((article) => article.id));
  return [...live, ...today.filter((article) => !liveIds.has(article.id))];
}

/** The newest articles first; equal moments keep the blog's order. */
export function newestFirst(articles: readonly Article[]): Article[] {
  return [...articles].sort((a, b) =>
    a.createdAt === b.createdAt ? 0 : a.createdAt < b.createdAt ? 1 : -1,
  );
}
