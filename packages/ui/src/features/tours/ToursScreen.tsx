import { useEffect, useMemo } from 'react';
import { preload } from 'react-dom';
import { useSearchParams } from 'react-router-dom';
import type { ListedTour } from '@mare/domain';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Pagination } from '../../components/Pagination/Pagination.tsx';
import { QueryGate } from '../../components/QueryGate/QueryGate.tsx';
import { Skeleton } from '../../components/Skeleton/Skeleton.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';
import { useHydrated } from '../../hydration/index.ts';
import { PATHS } from '../../routes.ts';
import { PageHead } from '../../public-page/PageHead.tsx';
import { ResultsBar } from '../../public-page/ResultsBar.tsx';
import { useArrivalFocus } from '../../public-page/useArrivalFocus.ts';
import blog from '../../public-page/public-page.module.css';
import {
  NO_FILTERS,
  TOUR_PARAMS,
  hasTourFilters,
  listingQuery,
  parseTourFilters,
  parseTourPage,
  tourFiltersToParams,
  type TourFilters as Filters,
} from './listing.ts';
import { WIDE_LAYOUT } from '../../styles/breakpoints.ts';
import { useTourListing } from './api/listing-query.ts';
import { TourCard, cardPictureSource, tourPicture } from './TourCard.tsx';
import { TourFilters } from './TourFilters.tsx';
import { FILTER_NAVIGATION, useFilterFormKey } from '../../public-page/filter-form.ts';
import styles from './tours.module.css';

export const TOURS_TITLE = 'Passeios de barco';
const TOURS_DESCRIPTION =
  'Passeios de barco com operadores locais nas praias brasileiras: veja as próximas saídas, os lugares livres e o preço com a taxa de embarque.';

const noun = (n: number) => (n === 1 ? 'passeio' : 'passeios');
function countLabel(matching: number, published: number, filtered: boolean): string {
  if (matching === 0) return 'Nenhum passeio encontrado';
  return filtered
    ? `Mostrando ${matching} de ${published} ${noun(published)}`
    : `${matching} ${noun(matching)}`;
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
function SkeletonCards() {
  return (
    <ul className={blog.grid}>
      {[0, 1, 2].map((key) => (
        <li key={key} className={blog.gridItem}>
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
  );
}

const LOADING = 'Carregando passeios...';

/** `/passeios`: the published tours, filtered, ordered and paged by the database from the URL. */
export function ToursScreen() {
  const headingRef = useArrivalFocus<HTMLHeadingElement>();
  const [params, setParams] = useSearchParams();
  // The prerendered page was drawn with no filters: the URL's apply from the render after
  // hydration, so both first renders agree.
  const hydrated = useHydrated();
  const search = hydrated ? params.toString() : '';
  const [filters, page] = useMemo(() => {
    const read = new URLSearchParams(search);
    return [parseTourFilters(read), parseTourPage(read)] as const;
  }, [search]);
  const query = useMemo(() => listingQuery(filters, page), [filters, page]);
  const listing = useTourListing(query);
  const answer = listing.data;
  const filtered = hasTourFilters(filters);
  // The build's first page (a prerendered page, until the live one answers): its seats are old,
  // and it is no other page nor filter.
  const built = listing.built;
  const builtElsewhere = built && (filtered || filters.sort !== 'data' || page !== 1);

  // A page past the end is answered with the last one: the URL says which.
  const shownPage = !listing.isPlaceholderData ? answer?.page : undefined;
  useEffect(() => {
    if (shownPage !== undefined && shownPage !== page) {
      const next = new URLSearchParams(search);
      if (shownPage > 1) next.set(TOUR_PARAMS.page, String(shownPage));
      else next.delete(TOUR_PARAMS.page);
      setParams(next, { replace: true });
    }
  }, [shownPage, page, search, setParams]);

  // A URL change the form did not make (a link, "Limpar filtros") starts the form afresh.
  const formKey = useFilterFormKey();

  const applyFilters = (next: Filters) =>
    setParams(tourFiltersToParams(next), { replace: true, state: FILTER_NAVIGATION });
  const clearFilters = () => {
    setParams(tourFiltersToParams({ ...NO_FILTERS, sort: filters.sort }), { replace: true });
    headingRef.current?.focus();
  };
  // Filters with the page: each page has its own address, and Back returns to the one before.
  const goToPage = (next: number) => {
    // The first page's "Anterior" and the last's "Próxima" are only marked disabled.
    if (!answer || next < 1 || next > Math.ceil(answer.total / answer.page_size)) return;
    const target = tourFiltersToParams(filters);
    if (next > 1) target.set(TOUR_PARAMS.page, String(next));
    setParams(target);
    headingRef.current?.focus();
  };

  const results = (
    <QueryGate query={listing} loading={<SkeletonCards />} loadingLabel={LOADING}>
      {(shown) => {
        // Another page or filter than the build's: its cards are coming.
        if (builtElsewhere)
          return (
            <div aria-busy="true">
              <VisuallyHidden>{LOADING}</VisuallyHidden>
              <SkeletonCards />
            </div>
          );
        if (shown.published === 0)
          return (
            <Card as="section" aria-label="Nenhum passeio publicado">
              <EmptyState
                icon="⛵"
                title="Ainda não há passeios publicados"
                description="Os operadores estão preparando as próximas saídas. Enquanto isso, conheça as praias no blog."
              />
            </Card>
          );
        if (shown.total === 0)
          return (
            <Card as="section" aria-label="Nenhum passeio encontrado">
              <EmptyState
                icon="🔎"
                title="Nenhum passeio corresponde aos filtros"
                description="Tente outra data, outra praia ou um preço maior."
                action={<Button onClick={clearFilters}>Limpar filtros</Button>}
              />
            </Card>
          );
        preloadFirstRow(shown.tours);
        return (
          <>
            <ul
              className={blog.grid}
              aria-label="Passeios"
              aria-busy={listing.isPlaceholderData && listing.isFetching}
            >
              {shown.tours.map((tour) => (
                <li key={tour.id} className={blog.gridItem}>
                  <TourCard
                    tour={tour}
                    departure={built ? 'loading' : (tour.next_departure ?? undefined)}
                  />
                </li>
              ))}
            </ul>
            <Pagination
              label="Páginas de passeios"
              page={shown.page}
              pageCount={Math.ceil(shown.total / shown.page_size)}
              onPageChange={goToPage}
            />
          </>
        );
      }}
    </QueryGate>
  );

  return (
    <div className={blog.page}>
      <PageHead title={TOURS_TITLE} description={TOURS_DESCRIPTION} path={PATHS.tours} />
      <header>
        <h1 ref={headingRef} tabIndex={-1} className={blog.introTitle}>
          {TOURS_TITLE}
        </h1>
        <p className={blog.introText}>{TOURS_DESCRIPTION}</p>
      </header>
      <TourFilters key={`${formKey}:${hydrated}`} filters={filters} onChange={applyFilters} />
      {listing.isSuccess && answer && answer.published > 0 && !builtElsewhere && (
        <ResultsBar
          count={countLabel(answer.total, answer.published, filtered)}
          canClear={filtered && answer.total > 0}
          onClear={clearFilters}
        />
      )}
      {results}
    </div>
  );
}

export default ToursScreen;
