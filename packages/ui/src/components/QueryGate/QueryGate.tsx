import { useId, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { isPermissionError } from '@mare/domain';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { RetryAlert } from '../RetryAlert/RetryAlert.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { LoadingStatus } from './LoadingStatus.tsx';
import styles from './QueryGate.module.css';

/**
 * Where the gate stands:
 * - `page`: a screen's or a section's content: a spinner with its label while it loads;
 * - `panel`: a white panel titled by `title`, with the states inside it;
 * - `inline`: a part of a card, a form or a dialog: grey lines while it loads.
 */
export type QueryGateVariant = 'page' | 'panel' | 'inline';

/** What a refused permission says when the screen does not say more. */
export const NO_PERMISSION = 'Você não tem permissão para ver isto.';

/** A failure's message with what the person can do about it (for errors that say only what failed). */
export const withConnectionHint = (error: Error) =>
  `${error.message}. Verifique sua conexão e tente novamente.`;

interface GateProps<T> {
  query: UseQueryResult<T, Error>;
  /**
   * What holds the place while the first answer comes, shaped like the content (a skeleton);
   * the gate marks it busy. Default: a spinner (`page`, `panel`) or grey lines (`inline`).
   */
  loading?: ReactNode;
  /** "Carregando a reserva...": beside the spinner, or told to screen readers beside `loading`. */
  loadingLabel?: string;
  /** The failure's text; default: the error's own message (the api layer's pt-BR). */
  errorMessage?: (error: Error) => string;
  /**
   * Opts in to refusals: failures asking again cannot change, shown without a retry. `true`: the
   * general "no permission" text; a string: the screen's own; a function: the screen's own view.
   * Left out, a refusal is a failure like any other, with a retry: a 401 may be an expired
   * session that the retry renews.
   */
  forbidden?: true | string | ((error: Error) => ReactNode);
  /** Which failures are refusals; default: a refused permission (401, 403, SQLSTATE 42501). */
  refusal?: (error: Error) => boolean;
  children: (data: T) => ReactNode;
}

export type QueryGateProps<T> = GateProps<T> &
  (
    | {
        variant?: 'page';
        /** The page's heading over a failure, when the data it could not load would name it. */
        title?: string;
        id?: never;
      }
    | {
        variant: 'panel';
        title: string;
        /** The heading's id, which also names the panel's form. */
        id: string;
        /** For the heading's spacing in the page the panel is in. */
        titleClassName?: string | undefined;
      }
    | { variant: 'inline'; title?: never; id?: never }
  );

/**
 * One query's states, never a blank: its placeholder while it loads (busy), its failure with a
 * retry that asks again, a refusal that says so, or its content. A retry after a first load shows
 * the placeholder again (TanStack Query puts a query without data back to pending); after a failed
 * refresh the failure stays, its button busy ("Tentando...").
 */
export function QueryGate<T>(props: QueryGateProps<T>) {
  if (props.variant !== 'panel') return <GateState {...props} />;
  return (
    <section className={styles.panel} aria-labelledby={props.id}>
      <h2 id={props.id} className={[styles.title, props.titleClassName].filter(Boolean).join(' ')}>
        {props.title}
      </h2>
      <GateState {...props} />
    </section>
  );
}

function GateState<T>({
  query,
  variant = 'page',
  title,
  loading,
  loadingLabel,
  errorMessage = (error) => error.message,
  forbidden,
  refusal = isPermissionError,
  children,
}: QueryGateProps<T>) {
  const titleId = useId();
  if (query.isPending) {
    if (loading === undefined && variant !== 'inline')
      return <LoadingStatus label={loadingLabel} />;
    // Grey lines say nothing to a screen reader: the label does (a given skeleton may show its own).
    const label = loadingLabel ?? (loading === undefined ? 'Carregando...' : undefined);
    return (
      <div aria-busy="true">
        {label && <VisuallyHidden>{label}</VisuallyHidden>}
        {loading ?? <Skeleton lines={3} />}
      </div>
    );
  }
  if (query.isError) {
    const { error } = query;
    const failure =
      forbidden !== undefined && refusal(error) ? (
        typeof forbidden === 'function' ? (
          forbidden(error)
        ) : (
          <div role="alert">
            <EmptyState
              headingLevel={variant === 'page' ? 2 : 3}
              title="Acesso negado"
              description={forbidden === true ? NO_PERMISSION : forbidden}
            />
          </div>
        )
      ) : (
        <RetryAlert
          message={errorMessage(error)}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      );
    // A panel is titled already; a page's own title comes with the data.
    if (variant !== 'page' || !title) return failure;
    return (
      <section className={styles.failure} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.failureTitle}>
          {title}
        </h1>
        {failure}
      </section>
    );
  }
  return <>{children(query.data)}</>;
}
