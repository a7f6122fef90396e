/**
 * Demo mode serves the mock Supabase project under this path of the site's own origin. The
 * service worker answers the page's requests there; MSW's worker never sees navigations, so a
 * storage link opened in a new tab reaches the static server, which answers with the app shell,
 * and main.tsx shows the file (DemoFileViewer) once the demo backend runs in that tab.
 */
export const DEMO_SUPABASE_PATH = '/mock-supabase';

export const isDemoFileUrl = (pathname: string) =>
  pathname.startsWith(`${DEMO_SUPABASE_PATH}/storage/v1/`);
