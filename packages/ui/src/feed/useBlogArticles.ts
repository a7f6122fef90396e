import { useMemo, useState } from 'react';
import { DEFAULT_ARTICLE_SEED, articleFromId, todaysArticles, type Article } from '@mare/domain';
import { useClock } from '../clock/index.ts';
import { pageDataKey, useHydrated, usePageData } from '../hydration/index.ts';
import { useLiveArticles } from './feed-context.ts';
import { mergeFeed } from './merge.ts';

export interface BlogArticles {
  articles: Article[];
  /** Ids of the articles that arrived while the page was open. */
  liveIds: ReadonlySet<string>;
}

/**
 * The ids of the articles a prerendered blog was drawn with (the build's day). Ids, not articles:
 * each rebuilds its article, and the day's list itself depends on the visitor's time zone.
 */
export const BLOG_ARTICLES_DATA = pageDataKey<readonly string[]>('blog-articles');

/**
 * Today's generated articles (fixed when the page opens) plus the ones that arrive live. A
 * prerendered blog hydrates with the articles it was built with, then shows the visitor's day.
 */
export function useBlogArticles(seed: number = DEFAULT_ARTICLE_SEED): BlogArticles {
  const clock = useClock();
  const live = useLiveArticles();
  const builtIds = usePageData(BLOG_ARTICLES_DATA);
  const hydrated = useHydrated();
  const [today] = useState(() => todaysArticles(clock(), seed));
  const built = useMemo(
    () =>
      builtIds
        ?.map((id) => articleFromId(id))
        .filter((article): article is Article => article !== null),
    [builtIds],
  );
  const day = !hydrated && built ? built : today;
  return useMemo(
    () => ({
      articles: mergeFeed(day, live),
      liveIds: new Set(live.map((article) => article.id)),
    }),
    [day, live],
  );
}
