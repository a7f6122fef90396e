import type { Article, Beach } from '@mare/domain';
import { countWords } from '@mare/domain';
import { SITE_NAME, sharePicture } from './PageHead.tsx';
import { absoluteUrl } from './site-url.ts';

const organization = () => ({
  '@type': 'Organization',
  name: SITE_NAME,
  url: absoluteUrl('/'),
  logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg') },
});

/** schema.org BlogPosting of an article, with the beach as its place. */
export function blogPosting(article: Article, beach: Beach, path: string) {
  const url = absoluteUrl(path);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#artigo`,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    headline: article.title,
    description: article.summary,
    image: [absoluteUrl(sharePicture(article.imageUrl))],
    datePublished: article.createdAt,
    dateModified: article.createdAt,
    inLanguage: 'pt-BR',
    articleSection: article.regionName,
    keywords: article.tags.join(', '),
    wordCount: article.content.reduce((sum, paragraph) => sum + countWords(paragraph), 0),
    author: organization(),
    publisher: organization(),
    contentLocation: {
      '@type': 'Beach',
      name: beach.name,
      address: {
        '@type': 'PostalAddress',
        addressLocality: beach.city,
        addressRegion: beach.state,
        addressCountry: 'BR',
      },
      geo: { '@type': 'GeoCoordinates', latitude: beach.latitude, longitude: beach.longitude },
    },
  };
}

/** Início › Blog › the article, as schema.org BreadcrumbList. */
export function breadcrumbList(items: readonly { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}
