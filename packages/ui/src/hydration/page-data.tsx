import { createContext, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { pagePath } from '../routes.ts';

/**
 * What the build read from the backend for a prerendered page, by name. The page draws it until its
 * own request answers, so the prerendered HTML and the first render in the browser agree.
 */
export type PageData = Readonly<Record<string, unknown>>;

/** A name in the page data, typed by what the build stores under it. */
export interface PageDataKey<T> {
  readonly name: string;
  /** Never set: carries the type only. */
  readonly type?: T;
}

export const pageDataKey = <T,>(name: string): PageDataKey<T> => ({ name });

/** The page the data was read for, and the data. */
export interface PrerenderedPageData {
  path: string;
  data: PageData;
}

const PageDataContext = createContext<PrerenderedPageData | null>(null);

/** Inside the router: the data is for `page.path` only, never for the pages visited after it. */
export function PageDataProvider({
  page,
  children,
}: {
  page: PrerenderedPageData | null;
  children: ReactNode;
}) {
  return <PageDataContext.Provider value={page}>{children}</PageDataContext.Provider>;
}

/** What the build stored under `key` for the page on screen, if it was prerendered with data. */
export function usePageData<T>(key: PageDataKey<T>): T | undefined {
  const page = useContext(PageDataContext);
  const { pathname } = useLocation();
  if (!page || pagePath(page.path) !== pagePath(pathname)) return undefined;
  return page.data[key.name] as T | undefined;
}
