import { lazy, Suspense, type ComponentType } from 'react';
import { TOAST } from '@mare/domain';
import { useHydrated } from '../../hydration/useHydrated.tsx';
import './Toaster.css';

export { CLOSE_TOAST_LABEL } from './toasts.ts';

// sonner is a tenth of every page's first script and no page needs it to paint: it loads once the
// page is hydrated (toasts raised before wait for it, toasts.ts). A failed load shows no toasts.
const SonnerToaster = lazy((): Promise<{ default: ComponentType<{ duration: number }> }> =>
  import('./SonnerToaster.tsx').catch(() => ({ default: () => null })),
);

/**
 * `duration`: how long a toast stays (TOAST.durationMs). Stories pass Infinity: a 4-second timer
 * on the real clock made a frame show a toast or not depending on how fast the machine was.
 */
export function Toaster({ duration = TOAST.durationMs }: { duration?: number } = {}) {
  // Not in the prerendered HTML: hydration would wait for sonner to draw an empty region.
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <SonnerToaster duration={duration} />
    </Suspense>
  ) : null;
}
