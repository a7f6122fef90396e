export { HydrationProvider, useHydrated } from './useHydrated.tsx';
export {
  PageDataProvider,
  pageDataKey,
  usePageData,
  type PageData,
  type PageDataKey,
  type PrerenderedPageData,
} from './page-data.tsx';
