import { LoadingStatus } from '../components/QueryGate/LoadingStatus.tsx';

/** Shown while a page or a permission check is loading; announced to screen readers. */
export function PageFallback({ label = 'Carregando...' }: { label?: string }) {
  return <LoadingStatus label={label} />;
}
