import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { RetryAlert } from '../components/RetryAlert/RetryAlert.tsx';
import { PageFallback } from './PageFallback.tsx';

/** One query's states: progress, its failure with a retry (a refused permission too), or the content. Never blank. */
export function QueryState<T>({
  query,
  loadingLabel,
  children,
}: {
  query: UseQueryResult<T, Error>;
  loadingLabel: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <PageFallback label={loadingLabel} />;
  if (query.isError)
    return (
      <RetryAlert
        message={query.error.message}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  return <>{children(query.data)}</>;
}
