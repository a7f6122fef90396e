import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { Beach } from '@mare/domain';
import { QueryProvider } from '../app/QueryLayout.tsx';
import { useBackendPromise, type Backend } from '../backend/index.ts';
import { Button } from '../components/Button/Button.tsx';
import blog from '../public-page/public-page.module.css';
import { fetchProviderDirectory } from './directory-call.ts';
import { providersOnBeachPath } from './paths.ts';
import { ProviderCard } from './ProviderCard.tsx';
import styles from './providers-nearby.module.css';

/** The most providers the block shows. */
export const NEARBY_LIMIT = 3;

export const NEARBY_ERROR = 'Não foi possível carregar os guias e serviços desta praia.';

export const nearbyProvidersQuery = (backend: () => Promise<Backend>, beachId: string) =>
  queryOptions({
    queryKey: ['providers', 'nearby', beachId] as const,
    queryFn: async () =>
      fetchProviderDirectory(
        (await backend()).supabase,
        { p_beach: beachId, p_limit: NEARBY_LIMIT },
        () => NEARBY_ERROR,
      ),
  });

function Nearby({ beach }: { beach: Beach }) {
  const backend = useBackendPromise();
  const query = useQuery(nearbyProvidersQuery(backend, beach.id));
  const titleId = `guias-${beach.id}`;
  // Secondary to the page: nothing while it loads, a quiet line with a retry when it fails.
  if (query.isError)
    return (
      <p className={styles.quiet}>
        {NEARBY_ERROR}
        <Button
          variant="ghost"
          size="sm"
          busy={query.isFetching}
          busyLabel="Tentando..."
          onClick={() => void query.refetch()}
        >
          Tentar novamente
        </Button>
      </p>
    );
  const providers = query.data?.items.slice(0, NEARBY_LIMIT) ?? [];
  if (providers.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <div className={styles.blockHeader}>
        <h2 id={titleId} className={styles.blockTitle}>
          {`Guias e serviços em ${beach.name}`}
        </h2>
        <Link to={providersOnBeachPath(beach.id)} className={styles.link}>
          {`Ver todos em ${beach.name}`}
        </Link>
      </div>
      <ul className={blog.grid} aria-labelledby={titleId}>
        {providers.map((provider) => (
          <li key={provider.id} className={blog.gridItem}>
            <ProviderCard provider={provider} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Up to three providers of a beach, in its own chunk with the visit's query cache (a page outside
 * the query layout, such as an article, gets one here).
 */
export default function NearbyProvidersBlock({ beach }: { beach: Beach }) {
  return (
    <QueryProvider>
      <Nearby beach={beach} />
    </QueryProvider>
  );
}
