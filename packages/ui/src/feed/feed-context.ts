import { createContext, useContext } from 'react';
import type { Article } from '@mare/domain';

/** Articles that arrived while the site is open, newest first. Empty without a feed provider. */
export const LiveArticlesContext = createContext<readonly Article[]>([]);

export const useLiveArticles = (): readonly Article[] => useContext(LiveArticlesContext);
