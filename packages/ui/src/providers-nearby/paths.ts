import { PATHS } from '../routes.ts';

/** The directory's beach parameter: `/prestadores?praia=<beach id>`. */
export const PROVIDER_BEACH_PARAM = 'praia';

/** The providers of one beach in the directory (the block's "Ver todos"). */
export const providersOnBeachPath = (beachId: string): string =>
  `${PATHS.providers}?${new URLSearchParams({ [PROVIDER_BEACH_PARAM]: beachId })}`;
