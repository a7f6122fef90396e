import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { SCHEDULER, type Article, type PublishedSlots } from '@mare/domain';
import { useClock } from '../clock/index.ts';
import { LiveArticlesContext } from './feed-context.ts';
import type * as StartFeed from './start-feed.ts';

export interface ArticleFeedProviderProps {
  children: ReactNode;
  /** Where the scheduler dispatches `newArticleGenerated` and the feed listens; the window by default. */
  target?: EventTarget;
  /** Remembers the slots already published; localStorage by default (stories hand a fresh Set). */
  store?: PublishedSlots;
  seed?: number;
}

/**
 * Runs the article scheduler once for the whole site: at start-up and every 60 s it may
 * publish the article of a slot; each arrival goes to the top of the blog and is announced in a toast.
 */
export function ArticleFeedProvider({ children, target, store, seed }: ArticleFeedProviderProps) {
  const clock = useClock();
  const navigate = useNavigate();
  const [live, setLive] = useState<readonly Article[]>([]);
  // Made once the feed module has loaded (start-feed.ts), then kept for the provider's life.
  const ownSlots = useRef<PublishedSlots | null>(null);
  // The scheduler starts once; it reads the latest clock and navigate through these refs.
  const latest = useRef({ clock, navigate });
  const announced = useRef(new Set<string>());
  useEffect(() => {
    latest.current = { clock, navigate };
  }, [clock, navigate]);

  useEffect(() => {
    const eventTarget = target ?? window;
    let feed: typeof StartFeed | null = null;
    // Events that come before the feed module has loaded wait for it.
    const early: Event[] = [];
    const onArticle = (event: Event) => {
      if (!feed) {
        early.push(event);
        return;
      }
      const article = feed.articleOf(event);
      if (!article || announced.current.has(article.id)) return;
      announced.current.add(article.id);
      // A transition, like the session's (AuthProvider): the first check runs at start-up, and an
      // urgent update would swap a prerendered page still hydrating for its loading fallback.
      startTransition(() => setLive((current) => [article, ...current]));
      feed.announceArticle(article, (path) => latest.current.navigate(path));
    };
    // Listen before starting: the first check may publish.
    eventTarget.addEventListener(SCHEDULER.eventName, onArticle);
    let active = true;
    let stop = () => {};
    // The import also defers the start past this commit: the Toaster beside the router subscribes
    // in its own effect, which runs after this one, and a toast raised before that would be lost.
    void import('./start-feed.ts').then((loaded) => {
      if (!active) return;
      feed = loaded;
      early.splice(0).forEach(onArticle);
      stop = loaded.startScheduler({
        target: eventTarget,
        clock: () => latest.current.clock(),
        store: store ?? (ownSlots.current ??= loaded.createSlotStore()),
        seed,
      });
    });
    return () => {
      active = false;
      stop();
      eventTarget.removeEventListener(SCHEDULER.eventName, onArticle);
    };
  }, [target, store, seed]);

  return <LiveArticlesContext.Provider value={live}>{children}</LiveArticlesContext.Provider>;
}
