import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import type { Beach } from '@mare/domain';
import { afterLoadWhenIdle } from '../backend/when-idle.ts';
import { ErrorBoundary } from '../components/ErrorPage/ErrorBoundary.tsx';
import { useHydrated } from '../hydration/index.ts';
import styles from './providers-nearby.module.css';

const Block = lazy(() => import('./NearbyProvidersBlock.tsx'));

/** How far below the viewport the block starts loading when it waits to be seen. */
const NEAR_VIEWPORT = '400px 0px';

/**
 * "Guias e serviços em <praia>": up to three providers of the beach, below a tour or an article.
 * It is secondary to the page, so its code, the backend and the list load once the page has
 * loaded and the browser is idle (`load="idle"`, a page that loads the backend anyway), or only
 * once the visitor scrolls near it (`load="near"`: an article, which otherwise never needs the
 * backend); it draws nothing until there is something to show (no empty place in the page's
 * layout, nothing when the beach has no provider).
 */
export function NearbyProviders({
  beach,
  load = 'idle',
}: {
  beach: Beach;
  load?: 'idle' | 'near';
}) {
  const hydrated = useHydrated();
  const [ready, setReady] = useState(false);
  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!hydrated || ready) return;
    const target = marker.current;
    if (load === 'idle' || !target || typeof IntersectionObserver !== 'function') {
      return afterLoadWhenIdle(() => setReady(true));
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setReady(true);
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hydrated, load, ready]);
  if (!ready) {
    // Empty, and it takes back its gap (see .marker): it only tells when the visitor comes near.
    return load === 'near' ? (
      <div ref={marker} className={styles.marker} aria-hidden="true" />
    ) : null;
  }
  // A chunk that never arrives costs only the block, never the page around it.
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <Block beach={beach} />
      </Suspense>
    </ErrorBoundary>
  );
}
