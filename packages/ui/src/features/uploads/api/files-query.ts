import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SupabaseClient, User } from '@mare/domain';
import { useBackend } from '../../../backend/index.ts';
import { listFiles } from '../../../storage/storage-api.ts';
import { uploadsKeys } from './keys.ts';

/** A person's files, newest first (supabase-js storage; its errors are worded by the screen). */
export const filesQuery = (supabase: SupabaseClient, userId: string) =>
  queryOptions({
    queryKey: uploadsKeys.files(userId),
    queryFn: () => listFiles(supabase, userId),
  });

/** The signed-in person's files. */
export function useFiles(user: User) {
  const { supabase } = useBackend();
  return useQuery(filesQuery(supabase, user.id));
}

/** Marks the list stale after any change to the folder, so it is read again. */
export function useInvalidateFiles(user: User) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: uploadsKeys.files(user.id) });
}
