import { useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useBlogArticles } from '../../feed/useBlogArticles.ts';
import { PATHS } from '../../routes.ts';
import { ArticleCard } from './ArticleCard.tsx';
import { BlogFilters, FILTER_NAVIGATION, isFilterNavigation } from './BlogFilters.tsx';
import {
  filterArticles,
  filtersToParams,
  hasFilters,
  parseFilters,
  tagOptions,
  type BlogFilters as Filters,
} from './filters.ts';
import { PageHead } from './PageHead.tsx';
import { useArrivalFocus } from './useArrivalFocus.ts';
import styles from './blog.module.css';

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
  const location = useLocation();
  const search = params.toString();
  const filters = useMemo(() => parseFilters(new URLSearchParams(search)), [search]);
  const visible = useMemo(() => filterArticles(articles, filters), [articles, filters]);
  const tags = useMemo(() => tagOptions(articles, filters.tag), [articles, filters.tag]);
  const filtered = hasFilters(filters);

  // A URL change the form did not make (a link, "Limpar filtros") starts the form afresh.
  const [formKey, setFormKey] = useState(location.key);
  if (!isFilterNavigation(location.state) && formKey !== location.key) setFormKey(location.key);

  const applyFilters = (next: Filters) =>
    setParams(filtersToParams(next), { replace: true, state: FILTER_NAVIGATION });
  const clearFilters = () => {
    setParams(new URLSearchParams(), { replace: true });
    headingRef.current?.focus();
  };

  return (
    <div className={styles.page}>
      <PageHead title={BLOG_TITLE} description={BLOG_DESCRIPTION} path={PATHS.blog} />
      <header className={styles.intro}>
        <h1 ref={headingRef} tabIndex={-1}>
          {BLOG_TITLE}
        </h1>
        <p>{BLOG_DESCRIPTION}</p>
      </header>
      <BlogFilters key={formKey} filters={filters} tags={tags} onChange={applyFilters} />
      <div className={styles.resultsBar}>
        <p role="status" aria-live="polite" className={styles.count}>
          {countLabel(visible.length, articles.length, filtered)}
        </p>
        {filtered && visible.length > 0 && (
          <button type="button" className={styles.linkButton} onClick={clearFilters}>
            Limpar filtros
          </button>
        )}
      </div>
      {visible.length > 0 ? (
        <ul className={styles.grid} aria-label="Artigos">
          {visible.map((article, index) => (
            <li key={article.id}>
              <ArticleCard
                article={article}
                isNew={liveIds.has(article.id)}
                priority={index === 0 ? 'high' : index < 3 ? 'eager' : 'lazy'}
              />
            </li>
          ))}
        </ul>
      ) : (
        <section className={styles.empty} aria-labelledby="blog-vazio">
          <h2 id="blog-vazio">Nenhum artigo corresponde aos filtros</h2>
          <p>Tente outra região, outra tag ou outras palavras na busca.</p>
          <button type="button" className={styles.button} onClick={clearFilters}>
            Limpar filtros
          </button>
        </section>
      )}
    </div>
  );
}

export default BlogScreen;
