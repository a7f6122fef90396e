import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while React hydrates a page that was prerendered at build time, true from the render right
 * after (and always in a page rendered in the browser alone). What the build could not know (the
 * day's articles, the site's origin) renders only when it is true, so the prerendered HTML and the
 * first render in the browser agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
