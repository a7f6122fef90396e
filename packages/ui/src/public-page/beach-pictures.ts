/**
 * The beach illustrations (about 2 kB each) travel inside the page and its script as data: the
 * home page shows five, and as files each was a request of its own ahead of the first paint.
 * The files stay in public/ for what needs an address (shared pictures are drawn from them).
 */
const inlined = import.meta.glob<string>('../../public/images/beaches/*.svg', {
  eager: true,
  query: '?inline',
  import: 'default',
});

const byAddress = new Map(
  Object.entries(inlined).map(([file, data]) => [file.replace('../../public', ''), data]),
);

/** What an <img> draws a picture from: a beach illustration's own data, any other its address. */
export const pictureSource = (address: string): string => byAddress.get(address) ?? address;
