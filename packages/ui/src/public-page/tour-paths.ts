import { PATHS } from '../routes.ts';

/** The listing's beach parameter: `/passeios?praia=<beach id>`. */
export const BEACH_PARAM = 'praia';

/** A tour's page, `/passeios/<slug>`. */
export const tourPath = (slug: string): string => `${PATHS.tours}/${encodeURIComponent(slug)}`;

/** The tours of one beach, linked from its card on the home page and from its articles. */
export const beachToursPath = (beachId: string): string =>
  `${PATHS.tours}?${new URLSearchParams({ [BEACH_PARAM]: beachId })}`;
