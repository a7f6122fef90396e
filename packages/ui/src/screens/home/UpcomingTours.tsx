import { QueryProvider } from '../../app/QueryLayout.tsx';
import { RetryAlert } from '../../components/RetryAlert/RetryAlert.tsx';
import { PageFallback } from '../../layout/PageFallback.tsx';
import blog from '../blog/blog.module.css';
import { useTourListing } from '../tours/tour-api.ts';
import { TourCard } from '../tours/TourCard.tsx';

const UPCOMING_COUNT = 3;

function Upcoming() {
  const listing = useTourListing();
  if (listing.isPending) return <PageFallback label="Carregando passeios..." />;
  if (listing.isError) {
    return (
      <RetryAlert
        message={listing.error.message}
        retrying={listing.isFetching}
        onRetry={() => void listing.refetch()}
      />
    );
  }
  // The listing comes soonest departure first.
  const soonest = listing.data
    .filter((tour) => tour.departures.length > 0)
    .slice(0, UPCOMING_COUNT);
  if (soonest.length === 0) return <p>Nenhuma saída à venda nos próximos dias.</p>;
  return (
    <ul className={blog.grid} aria-label="Próximas saídas">
      {soonest.map((tour) => (
        <li key={tour.id}>
          <TourCard tour={tour} departure={tour.departures[0]} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The next departures with their seats left and prices: the day's data, so the home page draws
 * it after hydration, in its own chunk (TanStack Query and supabase-js stay off its first paint).
 */
export default function UpcomingTours() {
  return (
    <QueryProvider>
      <Upcoming />
    </QueryProvider>
  );
}
