import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import type * as Tides from './tides-module.ts';

export type TidesModule = typeof Tides;

/** The tide code, fetched as its own chunk. */
export const loadTides = (): Promise<TidesModule> => import('./tides-module.ts');

const TidesLoaderContext = createContext<() => Promise<TidesModule>>(loadTides);

/** Replaces how the tide code is fetched (stories: one that never answers shows the loading). */
export function TidesLoaderProvider({
  loader,
  children,
}: {
  loader: () => Promise<TidesModule>;
  children: ReactNode;
}) {
  return <TidesLoaderContext.Provider value={loader}>{children}</TidesLoaderContext.Provider>;
}

/** How this tree fetches the tide code (the site's chunk, or a story's stand-in). */
export const useTidesLoader = (): (() => Promise<TidesModule>) => useContext(TidesLoaderContext);

export type TidesState =
  | { status: 'pending' }
  | { status: 'error'; retrying: boolean; retry: () => void }
  | { status: 'success'; tides: TidesModule };

/** The next task: the browser may paint and handle input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The tide code, asked for once the component has mounted, so after the page's first paint (a
 * prerendered page hydrates with it still loading, as the build drew it). No TanStack Query here:
 * the blog's pages paint without it. `beachId`: the beach whose predictor is built in a task of
 * its own first (tens of milliseconds the first time), so the render that draws the tide stays
 * short; that render is a transition, which React splits between the components it draws.
 */
export function useTides(beachId?: string | null): TidesState {
  const loader = useTidesLoader();
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{
    loader: () => Promise<TidesModule>;
    attempt: number;
    tides: TidesModule | null;
  } | null>(null);
  useEffect(() => {
    let live = true;
    const answer = (tides: TidesModule | null) => {
      if (live) startTransition(() => setAnswer({ loader, attempt, tides }));
    };
    loader().then(
      async (tides) => {
        if (beachId) {
          await nextTask();
          if (live) tides.prepareTides(beachId);
          await nextTask();
        }
        answer(tides);
      },
      () => answer(null),
    );
    return () => {
      live = false;
    };
  }, [loader, attempt, beachId]);
  if (answer?.loader !== loader) return { status: 'pending' };
  if (answer.tides) return { status: 'success', tides: answer.tides };
  return {
    status: 'error',
    retrying: answer.attempt !== attempt,
    retry: () => setAttempt((count) => count + 1),
  };
}

/** What a page says when the tide code could not be fetched. */
export const TIDES_ERROR = 'Não foi possível carregar a previsão da maré.';

/** Noon of a São Paulo day ('YYYY-MM-DD'), for formatting the day itself. */
export const dayDate = (day: string): Date => new Date(`${day}T12:00:00-03:00`);
