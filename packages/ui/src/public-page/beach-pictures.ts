/**
 * The beach illustrations (about 2 kB each) travel inside the prerendered page as data: the home
 * page shows five, and as files each was a request of its own ahead of the first paint. The
 * site's browser script does not carry them a second time (the site's build sets
 * `import.meta.env.MARE_PICTURES_FROM_HTML`): it reads each one back from the page it hydrates,
 * and a page drawn in the browser alone fetches the file. Storybook and the tests carry the data.
 * The files stay in public/ for what needs an address (shared pictures are drawn from them).
 */
const carried: Readonly<Record<string, string>> =
  import.meta.env.SSR || import.meta.env.MARE_PICTURES_FROM_HTML !== true
    ? import.meta.glob<string>('../../public/images/beaches/*.svg', {
        eager: true,
        query: '?inline',
        import: 'default',
      })
    : {};

/** The attribute naming a picture's address on an <img> drawn from its data. */
const ADDRESS_ATTRIBUTE = 'data-picture';

export interface PictureAttributes {
  src: string;
  'data-picture'?: string;
}

let byAddress: Map<string, string> | null = null;

// A constant in each build: the site's browser script keeps only the branch that reads the HTML.
const readFromHtml = !import.meta.env.SSR && import.meta.env.MARE_PICTURES_FROM_HTML === true;

/**
 * The pictures this script carries, else the ones the page's HTML carried when first asked (during
 * hydration, before React has touched the page), so the hydrating render draws the same `src`.
 */
function pictures(): Map<string, string> {
  if (byAddress) return byAddress;
  byAddress = new Map();
  if (!readFromHtml)
    for (const [file, data] of Object.entries(carried))
      byAddress.set(file.replace('../../public', ''), data);
  else
    for (const image of document.querySelectorAll<HTMLImageElement>(`img[${ADDRESS_ATTRIBUTE}]`)) {
      const address = image.getAttribute(ADDRESS_ATTRIBUTE);
      const source = image.getAttribute('src');
      if (address && source?.startsWith('data:')) byAddress.set(address, source);
    }
  return byAddress;
}

/** What the picture shows, for people who cannot see it. */
export const beachImageAlt = (place: { name: string; city: string; state: string }): string =>
  `Ilustração de ${place.name}, em ${place.city} (${place.state})`;

/** What an <img> draws a picture from: a beach illustration's own data, any other its address. */
export const pictureSource = (address: string): string => pictures().get(address) ?? address;

/** An <img>'s `src` for the picture at `address`, and the attribute that lets hydration find it. */
export function pictureAttributes(address: string): PictureAttributes {
  const src = pictureSource(address);
  return src.startsWith('data:') ? { src, 'data-picture': address } : { src };
}
