import { queryOptions, replaceEqualDeep, useQuery } from '@tanstack/react-query';
import type { ProviderProfile, SupabaseClient } from '@mare/domain';
import { call, useBackendPromise, type Backend } from '../../../backend/index.ts';
import { pageDataKey, usePageData } from '../../../hydration/index.ts';
import { providersKeys } from './keys.ts';
import { providersErrorMessage } from './messages.ts';

/** The provider the build read for a prerendered provider page. */
export const PROVIDER_DATA = pageDataKey<ProviderProfile>('provider');

/** The approved provider of a slug; null when there is none. */
export const fetchProviderProfile = (supabase: SupabaseClient, slug: string) =>
  call(supabase.rpc('provider_profile', { p_slug: slug }), providersErrorMessage('profile'));

export const providerProfileQuery = (
  backend: () => Promise<Backend>,
  slug: string,
  built: ProviderProfile | undefined,
) => {
  const drawn = built?.slug === slug ? built : undefined;
  return queryOptions({
    queryKey: providersKeys.profile(slug),
    queryFn: async () => fetchProviderProfile((await backend()).supabase, slug),
    placeholderData: drawn,
    // The live answer keeps the build's copy when nothing changed: the page, drawn from that very
    // object, then has nothing to re-render when it comes.
    structuralSharing: (previous: unknown, next: unknown) =>
      replaceEqualDeep(previous ?? drawn, next),
  });
};

/** The provider of a slug; on its prerendered page, the build's copy until this answers. */
export function useProviderProfile(slug: string) {
  const backend = useBackendPromise();
  const built = usePageData(PROVIDER_DATA);
  return useQuery(providerProfileQuery(backend, slug, built));
}
