import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProviderDirectoryPage, SupabaseClient } from '@mare/domain';
import { useBackendPromise, type Backend } from '../../../backend/index.ts';
import { pageDataKey, usePageData } from '../../../hydration/index.ts';
import { fetchProviderDirectory, type DirectoryArgs } from '../../../providers-nearby/index.ts';
import { NO_DIRECTORY_FILTERS, directoryArgs } from '../directory.ts';
import { providersKeys } from './keys.ts';
import { providersErrorMessage } from './messages.ts';

/** The directory's first page the build read for `/prestadores`. */
export const PROVIDER_DIRECTORY_DATA = pageDataKey<ProviderDirectoryPage>('provider-directory');

/** The unfiltered directory's first page: what the build draws. */
export const FIRST_DIRECTORY_PAGE: DirectoryArgs = directoryArgs(NO_DIRECTORY_FILTERS);

/** One page of the approved providers (public.provider_directory). */
export const fetchDirectory = (
  supabase: SupabaseClient,
  args: DirectoryArgs = FIRST_DIRECTORY_PAGE,
) => fetchProviderDirectory(supabase, args, providersErrorMessage('directory'));

/** Every approved provider, a page at a time (the build prerenders each one's page). */
export async function fetchAllProviders(supabase: SupabaseClient) {
  const size = 48;
  const providers: ProviderDirectoryPage['items'] = [];
  for (let offset = 0; ; offset += size) {
    const answer = await fetchDirectory(supabase, {
      ...FIRST_DIRECTORY_PAGE,
      p_limit: size,
      p_offset: offset,
    });
    providers.push(...answer.items);
    if (answer.items.length < size || offset + size >= answer.total) return providers;
  }
}

const isFirstPage = (args: DirectoryArgs) =>
  JSON.stringify(args) === JSON.stringify(FIRST_DIRECTORY_PAGE);

export const directoryQuery = (
  backend: () => Promise<Backend>,
  args: DirectoryArgs,
  built: ProviderDirectoryPage | undefined,
) =>
  queryOptions({
    queryKey: providersKeys.directory(args),
    queryFn: async () => fetchDirectory((await backend()).supabase, args),
    // The build's copy on the first page; another page or filter keeps the cards shown until its
    // own answer comes.
    placeholderData: isFirstPage(args) && built ? built : keepPreviousData,
  });

/** A page of the directory; `built` while the build's copy shows. */
export function useDirectory(args: DirectoryArgs) {
  const backend = useBackendPromise();
  const built = usePageData(PROVIDER_DIRECTORY_DATA);
  const result = useQuery(directoryQuery(backend, args, built));
  return { ...result, built: built !== undefined && result.data === built };
}
