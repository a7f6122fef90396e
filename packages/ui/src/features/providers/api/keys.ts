import type { DirectoryArgs } from '../../../providers-nearby/index.ts';

const all = ['providers'] as const;

/** The providers feature's query keys, under one root (the nearby block's live under it too). */
export const providersKeys = {
  all,
  directory: (args: DirectoryArgs) => [...all, 'directory', args] as const,
  profile: (slug: string) => [...all, 'profile', slug] as const,
  beachTours: (beachIds: readonly string[], from: string) =>
    [...all, 'beach-tours', beachIds, from] as const,
};
