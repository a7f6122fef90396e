// The below-the-fold sections' chunks, asked for from here rather than from the home screen: a
// chunk's dynamic imports carry the list of every file each one needs (some forty, for the next
// tours and the latest articles), and in the home screen's chunk that list weighed on the first
// paint. Asked for once the page is hydrated, it costs those sections one small request first.
export const loadLatestArticles = () => import('./LatestArticles.tsx');
export const loadUpcomingTours = () => import('./UpcomingTours.tsx');
