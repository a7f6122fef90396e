import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { RetryAlert } from '../../components/RetryAlert/RetryAlert.tsx';
import { Skeleton } from '../../components/Skeleton/Skeleton.tsx';
import styles from './booking.module.css';

/** A screen's data: placeholders while it loads, the reason and a retry when it fails. */
export function QueryGate<T>({
  query,
  loading,
  lines = 5,
  children,
}: {
  query: UseQueryResult<T>;
  /** "Carregando a reserva..." */
  loading: string;
  lines?: number;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending)
    return (
      <div aria-busy="true">
        <p className={styles.muted}>{loading}</p>
        <Skeleton lines={lines} />
      </div>
    );
  if (query.isError)
    return (
      <RetryAlert
        message={query.error.message}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  return children(query.data);
}
