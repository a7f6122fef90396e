export { ArticleFeedProvider, type ArticleFeedProviderProps } from './ArticleFeedProvider.tsx';
export { useLiveArticles } from './feed-context.ts';
export { BLOG_ARTICLES_DATA, useBlogArticles, type BlogArticles } from './useBlogArticles.ts';
export { createSlotStore, PUBLISHED_SLOTS_KEY, type SlotStorage } from './slot-store.ts';
export { mergeFeed, newestFirst } from './merge.ts';
export { articlePath } from './article-path.ts';
export { NEW_ARTICLE_TOAST_TITLE, NEW_ARTICLE_LINK_LABEL } from './announce.tsx';
