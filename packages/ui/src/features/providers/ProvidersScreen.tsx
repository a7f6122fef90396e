import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Pagination } from '../../components/Pagination/Pagination.tsx';
import { QueryGate } from '../../components/QueryGate/QueryGate.tsx';
import { Skeleton } from '../../components/Skeleton/Skeleton.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';
import { useHydrated } from '../../hydration/index.ts';
import { ProviderCard } from '../../providers-nearby/index.ts';
import { FILTER_NAVIGATION, useFilterFormKey } from '../../public-page/filter-form.ts';
import { PageHead } from '../../public-page/PageHead.tsx';
import blog from '../../public-page/public-page.module.css';
import { ResultsBar } from '../../public-page/ResultsBar.tsx';
import { useArrivalFocus } from '../../public-page/useArrivalFocus.ts';
import { PATHS } from '../../routes.ts';
import { useDirectory } from './api/directory-query.ts';
import {
  DIRECTORY_PAGE_SIZE,
  NO_DIRECTORY_FILTERS,
  PROVIDER_PARAMS,
  directoryArgs,
  directoryFiltersToParams,
  hasDirectoryFilters,
  parseDirectoryFilters,
  parseDirectoryPage,
  type DirectoryFilters,
} from './directory.ts';
import { PROVIDERS_TITLE } from './provider-format.ts';
import { ProviderFilters } from './ProviderFilters.tsx';
import styles from './providers.module.css';

const PROVIDERS_DESCRIPTION =
  'Guias de turismo, transfers, fotógrafos e outros serviços locais nas praias brasileiras, com Cadastur verificado, avaliações de quem já contratou e preços.';

const noun = (n: number) => (n === 1 ? 'prestador' : 'prestadores');
const countLabel = (total: number) =>
  total === 0 ? 'Nenhum prestador encontrado' : `${total} ${noun(total)}`;

/** Three grey cards where the providers are coming. */
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

const LOADING = 'Carregando guias e serviços...';

/** `/prestadores`: the approved providers, filtered, ordered and paged by the database from the URL. */
export function ProvidersScreen() {
  const headingRef = useArrivalFocus<HTMLHeadingElement>();
  const [params, setParams] = useSearchParams();
  // The prerendered page was drawn with no filters: the URL's apply from the render after
  // hydration, so both first renders agree.
  const hydrated = useHydrated();
  const search = hydrated ? params.toString() : '';
  const [filters, page] = useMemo(() => {
    const read = new URLSearchParams(search);
    return [parseDirectoryFilters(read), parseDirectoryPage(read)] as const;
  }, [search]);
  const args = useMemo(() => directoryArgs(filters, page), [filters, page]);
  const directory = useDirectory(args);
  const answer = directory.data;
  const filtered = hasDirectoryFilters(filters);
  // The build's first page shows until the live one answers: it is no other page nor filter.
  const builtElsewhere =
    directory.built && (filtered || filters.sort !== NO_DIRECTORY_FILTERS.sort || page !== 1);
  const pageCount = answer ? Math.max(1, Math.ceil(answer.total / DIRECTORY_PAGE_SIZE)) : 1;

  // A page past the end (an old link): the last page, and the URL says so.
  const lastPage = !directory.isPlaceholderData && answer ? pageCount : undefined;
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) {
      const next = new URLSearchParams(search);
      if (lastPage > 1) next.set(PROVIDER_PARAMS.page, String(lastPage));
      else next.delete(PROVIDER_PARAMS.page);
      setParams(next, { replace: true });
    }
  }, [lastPage, page, search, setParams]);

  // A URL change the form did not make (a link, "Limpar filtros") starts the form afresh.
  const formKey = useFilterFormKey();
  const applyFilters = (next: DirectoryFilters) =>
    setParams(directoryFiltersToParams(next), { replace: true, state: FILTER_NAVIGATION });
  const clearFilters = () => {
    setParams(directoryFiltersToParams({ ...NO_DIRECTORY_FILTERS, sort: filters.sort }), {
      replace: true,
    });
    headingRef.current?.focus();
  };
  const goToPage = (next: number) => {
    if (!answer || next < 1 || next > pageCount) return;
    const target = directoryFiltersToParams(filters);
    if (next > 1) target.set(PROVIDER_PARAMS.page, String(next));
    setParams(target);
    headingRef.current?.focus();
  };

  const results = (
    <QueryGate query={directory} loading={<SkeletonCards />} loadingLabel={LOADING}>
      {(shown) => {
        // Another page or filter than the build's, or a page past the end (the URL is being
        // set to the last one): its cards are coming.
        if (builtElsewhere || (shown.total > 0 && page > pageCount))
          return (
            <div aria-busy="true">
              <VisuallyHidden>{LOADING}</VisuallyHidden>
              <SkeletonCards />
            </div>
          );
        if (shown.total === 0 && !filtered)
          return (
            <Card as="section" aria-label="Nenhum prestador publicado">
              <EmptyState
                icon="🧭"
                title="Ainda não há guias e serviços publicados"
                description="Os prestadores estão cadastrando seus serviços. Enquanto isso, veja os passeios de barco."
              />
            </Card>
          );
        if (shown.total === 0)
          return (
            <Card as="section" aria-label="Nenhum prestador encontrado">
              <EmptyState
                icon="🔎"
                title="Nenhum prestador corresponde aos filtros"
                description="Tente outra praia, outro idioma ou um preço maior."
                action={<Button onClick={clearFilters}>Limpar filtros</Button>}
              />
            </Card>
          );
        return (
          <>
            <ul
              className={blog.grid}
              aria-label="Prestadores"
              aria-busy={directory.isPlaceholderData && directory.isFetching}
            >
              {shown.items.map((provider) => (
                <li key={provider.id} className={blog.gridItem}>
                  <ProviderCard provider={provider} />
                </li>
              ))}
            </ul>
            <Pagination
              label="Páginas de prestadores"
              page={Math.min(page, pageCount)}
              pageCount={pageCount}
              onPageChange={goToPage}
            />
          </>
        );
      }}
    </QueryGate>
  );

  return (
    <div className={blog.page}>
      <PageHead
        title={PROVIDERS_TITLE}
        description={PROVIDERS_DESCRIPTION}
        path={PATHS.providers}
      />
      <header>
        <h1 ref={headingRef} tabIndex={-1} className={blog.introTitle}>
          {PROVIDERS_TITLE}
        </h1>
        <p className={blog.introText}>{PROVIDERS_DESCRIPTION}</p>
      </header>
      <ProviderFilters key={`${formKey}:${hydrated}`} filters={filters} onChange={applyFilters} />
      {directory.isSuccess && answer && !builtElsewhere && (answer.total > 0 || filtered) && (
        <ResultsBar
          count={countLabel(answer.total)}
          canClear={filtered && answer.total > 0}
          onClear={clearFilters}
        />
      )}
      {results}
    </div>
  );
}

export default ProvidersScreen;
