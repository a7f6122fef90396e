import { PERMISSION_REFUSED } from '@mare/domain';
import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { SelectField } from '../../../components/SelectField/SelectField.tsx';
import { PageSection } from '../../../dashboard/PageSection.tsx';
import { QueryGate } from '../../../components/QueryGate/QueryGate.tsx';
import type { VerificationFilter } from '../api/index.ts';
import styles from './admin-manage.module.css';

// Both queues filter by the same review states.
type Filter = VerificationFilter;

/**
 * A review queue (boats to verify, services to publish): a status filter that starts on what
 * waits, the list as cards, and its loading, failure and empty states.
 */
export function ReviewQueue<T>({
  title,
  filter,
  loadingLabel,
  empty,
  listLabel,
  children,
}: {
  title: string;
  filter: {
    name: string;
    label: string;
    options: readonly { value: Filter; label: string }[];
    useQuery: (value: Filter) => UseQueryResult<T[], Error>;
  };
  loadingLabel: string;
  /** The empty state: what says nothing waits, what says nothing at all, and what fills it. */
  empty: { pending: string; other: string; description: string };
  listLabel: string;
  children: (item: T) => ReactNode;
}) {
  const [value, setValue] = useState<Filter>('pending');
  const query = filter.useQuery(value);
  return (
    <PageSection title={title}>
      <div className={styles.filters}>
        <SelectField
          name={filter.name}
          label={filter.label}
          options={filter.options}
          value={value}
          onChange={(event) => setValue(event.target.value as Filter)}
        />
      </div>
      <QueryGate query={query} loadingLabel={loadingLabel} forbidden={PERMISSION_REFUSED}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState
              headingLevel={2}
              title={value === 'pending' ? empty.pending : empty.other}
              description={empty.description}
            />
          ) : (
            <ul className={styles.cards} aria-label={listLabel}>
              {rows.map(children)}
            </ul>
          )
        }
      </QueryGate>
    </PageSection>
  );
}
