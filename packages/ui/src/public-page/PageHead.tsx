import { useEffect } from 'react';
import { useHydrated } from '../hydration/index.ts';
import { absoluteUrl } from './site-url.ts';

export const SITE_NAME = 'Maré';

export interface PageHeadProps {
  /** The page's own title; the document title adds the site's name. */
  title: string;
  /** A whole document title, when the page's own title should not get the suffix. */
  documentTitle?: string;
  description: string;
  /** The canonical path, e.g. `/blog`. */
  path: string;
  type?: 'website' | 'article';
  image?: { path: string; alt: string; width: number; height: number };
}

/**
 * Link previews (WhatsApp, Facebook, X) show no SVG: each illustration has a JPEG rendering
 * beside it (packages/ui/scripts/render-share-images.mjs).
 */
export const sharePicture = (svgPath: string) =>
  svgPath.replace(/\/([^/]+)\.svg$/, '/share/$1.jpg');

/**
 * The page's description goes into the document's one `meta[name=description]` (index.html ships a
 * site-wide default for crawlers that run no script); a second tag would leave two descriptions.
 */
function useDescription(content: string) {
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = meta === null;
    meta ??= Object.assign(document.createElement('meta'), { name: 'description' });
    const previous = meta.content;
    meta.content = content;
    if (created) document.head.append(meta);
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [content]);
}

/** Document title, description, canonical link and Open Graph tags (React 19 hoists them into <head>). */
export function PageHead({
  title,
  documentTitle,
  description,
  path,
  type = 'website',
  image,
}: PageHeadProps) {
  // The build that prerenders a page cannot know the origin it will be served from.
  const originKnown = useHydrated();
  const url = originKnown ? absoluteUrl(path) : null;
  useDescription(description);
  return (
    <>
      <title>{documentTitle ?? `${title} — ${SITE_NAME}`}</title>
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:locale" content="pt_BR" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url && (
        <>
          <link rel="canonical" href={url} />
          <meta property="og:url" content={url} />
        </>
      )}
      {image && (
        <>
          {originKnown && (
            <meta property="og:image" content={absoluteUrl(sharePicture(image.path))} />
          )}
          <meta property="og:image:type" content="image/jpeg" />
          <meta property="og:image:alt" content={image.alt} />
          <meta property="og:image:width" content={String(image.width)} />
          <meta property="og:image:height" content={String(image.height)} />
          <meta name="twitter:card" content="summary_large_image" />
        </>
      )}
    </>
  );
}
