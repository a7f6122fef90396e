export { useHydrated } from './useHydrated.ts';
export {
  PageDataProvider,
  pageDataKey,
  usePageData,
  type PageData,
  type PageDataKey,
  type PrerenderedPageData,
} from './page-data.tsx';
