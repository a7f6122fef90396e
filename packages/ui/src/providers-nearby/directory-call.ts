import type { FunctionArgs, SupabaseClient } from '@mare/domain';
import { call, type ErrorMessages } from '../backend/index.ts';

/** The arguments of public.provider_directory. */
export type DirectoryArgs = FunctionArgs<'provider_directory'>;

/** One page of the approved providers, filtered and ordered by the database. */
export const fetchProviderDirectory = (
  supabase: SupabaseClient,
  args: DirectoryArgs,
  messages: ErrorMessages,
) => call(supabase.rpc('provider_directory', args), messages);
