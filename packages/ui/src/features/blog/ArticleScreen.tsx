import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { articleFromId, findBeach, type Article, type Beach } from '@mare/domain';
import { articlePath } from '../../feed/article-path.ts';
import { PATHS } from '../../routes.ts';
import { ArticleNotFound } from './ArticleNotFound.tsx';
import { BeachFacts } from './BeachFacts.tsx';
import { BeforeYouGo } from '../../tides/BeforeYouGo.tsx';
import { NearbyProviders } from '../../providers-nearby/NearbyProviders.tsx';
import { Breadcrumbs } from '../../public-page/Breadcrumbs.tsx';
import { beachImageAlt } from '../../public-page/beach-pictures.ts';
import { formatDate, readingTimeLabel, viewsLabel } from '../../public-page/format.ts';
import { JsonLd } from '../../public-page/JsonLd.tsx';
import { PageHead } from '../../public-page/PageHead.tsx';
import { RelatedArticles } from './RelatedArticles.tsx';
import { ShareButtons } from './ShareButtons.tsx';
import { absoluteUrl } from '../../public-page/site-url.ts';
import { blogPosting, breadcrumbList } from '../../public-page/structured-data.ts';
import { useArrivalFocus } from '../../public-page/useArrivalFocus.ts';
import { RegionBadge } from '../../public-page/RegionBadge.tsx';
import { Badge } from '../../components/Badge/Badge.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';
import { pictureAttributes } from '../../public-page/beach-pictures.ts';
import { useHydrated } from '../../hydration/index.ts';
import styles from './article.module.css';
import blog from '../../public-page/public-page.module.css';

function ArticleView({ article, beach }: { article: Article; beach: Beach }) {
  const headingRef = useArrivalFocus<HTMLHeadingElement>(article.id);
  const path = articlePath(article.id);
  const crumbs = [
    { name: 'Início', path: PATHS.home },
    { name: 'Blog', path: PATHS.blog },
    { name: article.title, path },
  ];
  const imageAlt = beachImageAlt(beach);
  // The date is the visitor's once hydrated (a prerendered page shows São Paulo's until then).
  const hydrated = useHydrated();
  return (
    <div className={styles.page}>
      <PageHead
        title={article.title}
        description={article.summary}
        path={path}
        type="article"
        image={{ path: article.imageUrl, alt: imageAlt, width: 1200, height: 675 }}
      />
      <meta property="article:published_time" content={article.createdAt} />
      <meta property="article:section" content={article.regionName} />
      <JsonLd data={() => blogPosting(article, beach, path)} />
      <JsonLd data={() => breadcrumbList(crumbs)} />
      <Breadcrumbs items={crumbs} />
      <article className={styles.article} aria-labelledby="artigo-titulo">
        <header className={styles.header}>
          <p className={blog.badges}>
            {article.featured && <Badge tone="neutral">Destaque</Badge>}
            <RegionBadge name={article.regionName} />
          </p>
          <h1 id="artigo-titulo" ref={headingRef} tabIndex={-1} className={styles.title}>
            {article.title}
          </h1>
          <p className={styles.meta}>
            <span>Por Equipe Maré</span>
            <span aria-hidden="true"> · </span>
            <span>
              Publicado em{' '}
              <time dateTime={article.createdAt}>{formatDate(article.createdAt, !hydrated)}</time>
            </span>
            <span aria-hidden="true"> · </span>
            <span>{readingTimeLabel(article)}</span>
            <span aria-hidden="true"> · </span>
            <span>{viewsLabel(article.views)}</span>
          </p>
          <img
            className={styles.hero}
            {...pictureAttributes(article.imageUrl)}
            alt={imageAlt}
            width={1200}
            height={675}
            fetchPriority="high"
          />
        </header>
        <div className={styles.body}>
          {article.content.map((paragraph, index) => (
            <p key={index} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </div>
        <section aria-labelledby="tags-titulo">
          <VisuallyHidden as="h2" id="tags-titulo">
            Tags
          </VisuallyHidden>
          <ul className={styles.tagList}>
            {article.tags.map((tag) => (
              <li key={tag}>
                <Link to={`${PATHS.blog}?${new URLSearchParams({ tag })}`} className={styles.tag}>
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        {/* The site's own address is known once hydrated (a prerendered page is built without it). */}
        <ShareButtons title={article.title} url={hydrated ? absoluteUrl(path) : path} />
        <BeforeYouGo beach={beach} />
        <BeachFacts beach={beach} />
      </article>
      {/* The article never needs the backend otherwise: the block loads it only when near. */}
      <NearbyProviders beach={beach} load="near" />
      <RelatedArticles current={article} />
    </div>
  );
}

/** `/blog/:id`: the article is rebuilt from its id alone, so a shared link works anywhere. */
export function ArticleScreen() {
  const { id } = useParams();
  const article = useMemo(() => articleFromId(id), [id]);
  const beach = article ? findBeach(article.beachId) : undefined;
  if (!article || !beach) return <ArticleNotFound />;
  return <ArticleView key={article.id} article={article} beach={beach} />;
}

export default ArticleScreen;
