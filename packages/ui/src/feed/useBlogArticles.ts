import { useMemo, useState } from 'react';
import { DEFAULT_ARTICLE_SEED, todaysArticles, type Article } from '@mare/domain';
import { useClock } from '../clock/index.ts';
import { useLiveArticles } from './feed-context.ts';
import { mergeFeed } from './merge.ts';

export interface BlogArticles {
  articles: Article[];
  /** Ids of the articles that arrived while the page was open. */
  liveIds: ReadonlySet<string>;
}

/** Today's generated articles (fixed when the page opens) plus the ones that arrive live. */
export function useBlogArticles(seed: number = DEFAULT_ARTICLE_SEED): BlogArticles {
  const clock = useClock();
  const live = useLiveArticles();
  const [today] = useState(() => todaysArticles(clock(), seed));
  return useMemo(
    () => ({
      articles: mergeFeed(today, live),
      liveIds: new Set(live.map((article) => article.id)),
    }),
    [today, live],
  );
}
