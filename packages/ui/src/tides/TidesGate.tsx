import type { ReactNode } from 'react';
import { RetryAlert } from '../components/RetryAlert/RetryAlert.tsx';
import { VisuallyHidden } from '../components/VisuallyHidden/VisuallyHidden.tsx';
import { TIDES_ERROR, type TidesModule, type TidesState } from './useTides.tsx';

/** The tide code's states: its placeholder (busy, and said) while it loads, a retry on failure. */
export function TidesGate({
  state,
  loading,
  loadingLabel,
  children,
}: {
  state: TidesState;
  loading: ReactNode;
  loadingLabel: string;
  children: (tides: TidesModule) => ReactNode;
}) {
  if (state.status === 'success') return children(state.tides);
  if (state.status === 'error')
    return <RetryAlert message={TIDES_ERROR} retrying={state.retrying} onRetry={state.retry} />;
  return (
    <div aria-busy="true">
      <VisuallyHidden>{loadingLabel}</VisuallyHidden>
      {loading}
    </div>
  );
}
