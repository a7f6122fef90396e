import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useBlogArticles } from '../../feed/useBlogArticles.ts';
import { useHydrated } from '../../hydration/index.ts';
import { PATHS } from '../../routes.ts';
import { ArticleCard } from '../../public-page/ArticleCard.tsx';
import { BlogFilters } from './BlogFilters.tsx';
import { FILTER_NAVIGATION, useFilterFormKey } from '../../public-page/filter-form.ts';
import {
  filterArticles,
  filtersToParams,
  hasFilters,
  parseFilters,
  tagOptions,
  type BlogFilters as Filters,
} from '../../public-page/filters.ts';
import { PageHead } from '../../public-page/PageHead.tsx';
import { ResultsBar } from '../../public-page/ResultsBar.tsx';
import { useArrivalFocus } from '../../public-page/useArrivalFocus.ts';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import styles from '../../public-page/public-page.module.css';

export const BLOG_TITLE = 'Blog de praias';
const BLOG_DESCRIPTION =
  'Guias, histórias e curiosidades das praias brasileiras, do Norte ao Sul, com novos artigos ao longo do dia.';

function countLabel(shown: number, total: number, filtered: boolean): string {
  if (shown === 0) return 'Nenhum artigo encontrado';
  const noun = (n: number) => (n === 1 ? 'artigo' : 'artigos');
  return filtered ? `Mostrando ${shown} de ${total} ${noun(total)}` : `${total} ${noun(total)}`;
}

/** `/blog`: today's articles and the live ones, filtered by region, tag and text from the URL. */
export function BlogScreen() {
  const headingRef = useArrivalFocus<HTMLHeadingElement>();
  const { articles, liveIds } = useBlogArticles();
  const [params, setParams] = useSearchParams();
  // A prerendered blog is drawn without filters (one file serves every query): the hydrating
  // render agrees with it, the next one applies the address's.
  const hydrated = useHydrated();
  const search = hydrated ? params.toString() : '';
  const filters = useMemo(() => parseFilters(new URLSearchParams(search)), [search]);
  const visible = useMemo(() => filterArticles(articles, filters), [articles, filters]);
  const tags = useMemo(() => tagOptions(articles, filters.tag), [articles, filters.tag]);
  const filtered = hasFilters(filters);

  // A URL change the form did not make (a link, "Limpar filtros") starts the form afresh.
  const formKey = useFilterFormKey();

  const applyFilters = (next: Filters) =>
    setParams(filtersToParams(next), { replace: true, state: FILTER_NAVIGATION });
  const clearFilters = () => {
    setParams(new URLSearchParams(), { replace: true });
    headingRef.current?.focus();
  };

  return (
    <div className={styles.page}>
      <PageHead title={BLOG_TITLE} description={BLOG_DESCRIPTION} path={PATHS.blog} />
      <header>
        <h1 ref={headingRef} tabIndex={-1} className={styles.introTitle}>
          {BLOG_TITLE}
        </h1>
        <p className={styles.introText}>{BLOG_DESCRIPTION}</p>
      </header>
      <BlogFilters
        key={hydrated ? formKey : 'prerendered'}
        filters={filters}
        tags={tags}
        onChange={applyFilters}
      />
      <ResultsBar
        count={countLabel(visible.length, articles.length, filtered)}
        canClear={filtered && visible.length > 0}
        onClear={clearFilters}
      />
      {visible.length > 0 ? (
        <ul className={styles.grid} aria-label="Artigos">
          {visible.map((article, index) => (
            <li key={article.id} className={styles.gridItem}>
              <ArticleCard
                article={article}
                isNew={liveIds.has(article.id)}
                priority={index === 0 ? 'high' : index < 3 ? 'eager' : 'lazy'}
              />
            </li>
          ))}
        </ul>
      ) : (
        <Card as="section" aria-label="Nenhum artigo encontrado">
          <EmptyState
            icon="🔎"
            title="Nenhum artigo corresponde aos filtros"
            description="Tente outra região, outra tag ou outras palavras na busca."
            action={<Button onClick={clearFilters}>Limpar filtros</Button>}
          />
        </Card>
      )}
    </div>
  );
}

export default BlogScreen;
