import { useMemo } from 'react';
import { preload } from 'react-dom';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { RetryAlert } from '../../components/RetryAlert/RetryAlert.tsx';
import { Skeleton } from '../../components/Skeleton/Skeleton.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';
import { useHydrated } from '../../hydration/index.ts';
import { PATHS } from '../../routes.ts';
import { PageHead } from '../blog/PageHead.tsx';
import { ResultsBar } from '../blog/ResultsBar.tsx';
import { useArrivalFocus } from '../blog/useArrivalFocus.ts';
import blog from '../blog/blog.module.css';
import {
  NO_FILTERS,
  filterTours,
  hasTourFilters,
  parseTourFilters,
  shownDeparture,
  tourFiltersToParams,
  type TourFilters as Filters,
} from './listing.ts';
import { WIDE_LAYOUT } from '../../styles/breakpoints.ts';
import { useTourListing } from './tour-api.ts';
import type { ListedTour } from './tour-types.ts';
import { TourCard, cardPictureSource, tourPicture } from './TourCard.tsx';
import { TourFilters } from './TourFilters.tsx';
import { FILTER_NAVIGATION, useFilterFormKey } from '../blog/filter-form.ts';
import styles from './tours.module.css';

export const TOURS_TITLE = 'Passeios de barco';
const TOURS_DESCRIPTION =
  'Passeios de barco com operadores locais nas praias brasileiras: veja as próximas saídas, os lugares livres e o preço com a taxa de embarque.';

const noun = (n: number) => (n === 1 ? 'passeio' : 'passeios');
function countLabel(shown: number, total: number, filtered: boolean): string {
  if (shown === 0) return 'Nenhum passeio encontrado';
  return filtered ? `Mostrando ${shown} de ${total} ${noun(total)}` : `${total} ${noun(total)}`;
}

/** The most cards a row holds. */
const FIRST_ROW = 3;

/**
 * On phones the filters come first and every card starts below the fold: fetching a photo there
 * early only delays the text and the font, so the cards' photos are lazy and only the wide
 * layout, where the first row shows without scrolling, preloads that row's photos.
 */
function preloadFirstRow(tours: readonly ListedTour[]) {
  tours.slice(0, FIRST_ROW).forEach((tour, index) => {
    const picture = tourPicture(tour);
    // The file the card draws, so it is fetched once.
    const src = picture && cardPictureSource(picture);
    // A picture drawn from the page's own data has nothing to fetch.
    if (!src || src.startsWith('data:')) return;
    preload(src, {
      as: 'image',
      media: WIDE_LAYOUT,
      fetchPriority: index === 0 ? 'high' : undefined,
    });
  });
}

/** Three grey cards where the tours are coming. */
function ListingSkeleton() {
  return (
    <div aria-busy="true">
      <VisuallyHidden>Carregando passeios...</VisuallyHidden>
      <ul className={blog.grid}>
        {[0, 1, 2].map((key) => (
          <li key={key}>
            <Card padding="none" stretch>
              <div className={styles.skeletonCard}>
                <Skeleton height="10rem" />
                <Skeleton lines={3} />
                <Skeleton width="40%" height="1.5rem" />
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** `/passeios`: every published tour, filtered and ordered from the URL. */
export function ToursScreen() {
  const headingRef = useArrivalFocus<HTMLHeadingElement>();
  const listing = useTourListing();
  const [params, setParams] = useSearchParams();
  // The prerendered page was drawn with no filters: the URL's apply from the render after
  // hydration, so both first renders agree.
  const hydrated = useHydrated();
  const search = hydrated ? params.toString() : '';
  const filters = useMemo(() => parseTourFilters(new URLSearchParams(search)), [search]);
  const tours = useMemo(() => listing.data ?? [], [listing.data]);
  const visible = useMemo(() => filterTours(tours, filters), [tours, filters]);
  const filtered = hasTourFilters(filters);
  // The build's listing (a prerendered page, until the live one answers): its seats are old, and
  // filters on them would be wrong.
  const built = listing.isPlaceholderData;

  // A URL change the form did not make (a link, "Limpar filtros") starts the form afresh.
  const formKey = useFilterFormKey();

  const applyFilters = (next: Filters) =>
    setParams(tourFiltersToParams(next), { replace: true, state: FILTER_NAVIGATION });
  const clearFilters = () => {
    setParams(tourFiltersToParams({ ...NO_FILTERS, sort: filters.sort }), { replace: true });
    headingRef.current?.focus();
  };

  let results;
  if (listing.isPending || (built && filtered)) results = <ListingSkeleton />;
  else if (listing.isError)
    results = (
      <RetryAlert
        message={listing.error.message}
        retrying={listing.isFetching}
        onRetry={() => void listing.refetch()}
      />
    );
  else if (tours.length === 0)
    results = (
      <Card as="section" aria-label="Nenhum passeio publicado">
        <EmptyState
          icon="⛵"
          title="Ainda não há passeios publicados"
          description="Os operadores estão preparando as próximas saídas. Enquanto isso, conheça as praias no blog."
        />
      </Card>
    );
  else if (visible.length === 0)
    results = (
      <Card as="section" aria-label="Nenhum passeio encontrado">
        <EmptyState
          icon="🔎"
          title="Nenhum passeio corresponde aos filtros"
          description="Tente outra data, outra praia ou um preço maior."
          action={<Button onClick={clearFilters}>Limpar filtros</Button>}
        />
      </Card>
    );
  else {
    preloadFirstRow(visible);
    results = (
      <ul className={blog.grid} aria-label="Passeios">
        {visible.map((tour) => (
          <li key={tour.id}>
            <TourCard
              tour={tour}
              departure={built ? 'loading' : shownDeparture(tour, filters.date)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={blog.page}>
      <PageHead title={TOURS_TITLE} description={TOURS_DESCRIPTION} path={PATHS.tours} />
      <header className={blog.intro}>
        <h1 ref={headingRef} tabIndex={-1}>
          {TOURS_TITLE}
        </h1>
        <p>{TOURS_DESCRIPTION}</p>
      </header>
      <TourFilters key={`${formKey}:${hydrated}`} filters={filters} onChange={applyFilters} />
      {listing.isSuccess && tours.length > 0 && !(built && filtered) && (
        <ResultsBar
          count={countLabel(visible.length, tours.length, filtered)}
          canClear={filtered && visible.length > 0}
          onClear={clearFilters}
        />
      )}
      {results}
    </div>
  );
}

export default ToursScreen;
