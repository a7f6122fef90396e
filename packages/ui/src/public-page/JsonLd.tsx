import { useHydrated } from '../hydration/index.ts';

/**
 * Structured data for search engines; `<` is escaped so no text can close the script early. Its
 * addresses are absolute, and the build that prerenders a page cannot know the origin: `data` is
 * built only once the page has hydrated.
 */
export function JsonLd({ data }: { data: () => object }) {
  const originKnown = useHydrated();
  if (!originKnown) return null;
  return (
    <script type="application/ld+json">{JSON.stringify(data()).replace(/</g, '\\u003c')}</script>
  );
}
