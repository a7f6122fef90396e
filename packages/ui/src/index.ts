export * from './components/Toaster/index.ts';
export {
  BackendProvider,
  useBackend,
  type Backend,
  type DemoPix,
  type StoredSession,
} from './backend/index.ts';
export { AuthProvider, useAuth, useSignOut, type AuthState } from './auth/index.ts';
export { RequireAuth, RequireAdmin, AccessDenied } from './guards/index.ts';
export { AppShell, PageFallback } from './layout/index.ts';
export { AppRoutes } from './app/AppRoutes.tsx';
export { ErrorBoundary } from './components/ErrorPage/ErrorBoundary.tsx';
export { DemoStartup, type DemoStartupState } from './components/DemoStartup/index.ts';
export { type DemoMailbox, type DemoEmail } from './backend/mailbox-context.ts';
export { createDemoMailbox, type SentEmail } from './backend/demo-mailbox.ts';
export { PATHS, homeForRole, pagePath } from './routes.ts';
export { ClockProvider, useClock } from './clock/index.ts';
export {
  ArticleFeedProvider,
  BLOG_ARTICLES_DATA,
  articlePath,
  useLiveArticles,
  type ArticleFeedProviderProps,
} from './feed/index.ts';
export {
  HydrationProvider,
  PageDataProvider,
  type PageData,
  type PrerenderedPageData,
} from './hydration/index.ts';
export {
  fetchAllListedTours,
  fetchTourListing,
  TOUR_LISTING_DATA,
} from './features/tours/api/listing-query.ts';
export { fetchTour, TOUR_DATA } from './features/tours/api/tour-query.ts';
export { fetchPublicReviews, REVIEW_SUMMARY_DATA } from './reviews/api/public-reviews-query.ts';
export { tourPath } from './public-page/tour-paths.ts';
export {
  fetchAllProviders,
  fetchDirectory,
  PROVIDER_DIRECTORY_DATA,
} from './features/providers/api/directory-query.ts';
export { fetchProviderProfile, PROVIDER_DATA } from './features/providers/api/profile-query.ts';
export { providerPath } from './routes.ts';
