import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { RetryAlert } from '../components/RetryAlert/RetryAlert.tsx';
import { PageFallback } from '../layout/PageFallback.tsx';
import styles from './dashboard.module.css';

/**
 * A dashboard panel over one query: its loading status, its failure with a retry (never a spinner
 * that never ends), or its content.
 */
export function DataPanel<T>({
  id,
  title,
  query,
  loadingLabel,
  children,
}: {
  /** The heading's id, which also names the panel's form. */
  id: string;
  title: string;
  query: UseQueryResult<T, Error>;
  loadingLabel: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {query.isPending ? (
        <PageFallback label={loadingLabel} />
      ) : query.isError ? (
        <RetryAlert
          message={`${query.error.message}. Verifique sua conexão e tente novamente.`}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : (
        children(query.data)
      )}
    </section>
  );
}
