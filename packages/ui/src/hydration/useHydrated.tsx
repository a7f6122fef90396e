import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

// True outside a provider: a page rendered in the browser alone (or a story) has nothing to match.
const HydratedContext = createContext(true);

/**
 * Around the app. `hydrating`: the page was prerendered at build time and React is hydrating its
 * HTML (or the build is prerendering it). Then useHydrated is false until the hydration has
 * committed, and turns true in a transition: the parts that depend on the visitor (the day's
 * articles, the site's origin) render in time slices, never as one long task (a store-based flag
 * re-renders every user at once, synchronously).
 */
export function HydrationProvider({
  hydrating,
  children,
}: {
  hydrating: boolean;
  children: ReactNode;
}) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}

/**
 * False while React hydrates a page that was prerendered at build time, true after (and always in
 * a page rendered in the browser alone). What the build could not know (the day's articles, the
 * site's origin) renders only when it is true, so the prerendered HTML and the first render in the
 * browser agree.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
