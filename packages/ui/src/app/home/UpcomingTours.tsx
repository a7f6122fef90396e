import { QueryProvider } from '../QueryLayout.tsx';
import { QueryGate } from '../../components/QueryGate/QueryGate.tsx';
import blog from '../../public-page/public-page.module.css';
import { FIRST_PAGE, useTourListing } from '../../features/tours/api/listing-query.ts';
import { TourCard } from '../../features/tours/TourCard.tsx';

/** The first cards of the soonest-first listing: all the home page asks for. */
const UPCOMING = { ...FIRST_PAGE, page_size: 3 };

function Upcoming() {
  return (
    <QueryGate query={useTourListing(UPCOMING)} loadingLabel="Carregando passeios...">
      {(listing) => {
        // Soonest departure first: tours without one come last.
        const soonest = listing.tours.filter((tour) => tour.next_departure);
        if (soonest.length === 0) return <p>Nenhuma saída à venda nos próximos dias.</p>;
        return (
          <ul className={blog.grid} aria-label="Próximas saídas">
            {soonest.map((tour) => (
              <li key={tour.id} className={blog.gridItem}>
                <TourCard
                  tour={tour}
                  departure={tour.next_departure ?? undefined}
                  headingLevel={3}
                />
              </li>
            ))}
          </ul>
        );
      }}
    </QueryGate>
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
