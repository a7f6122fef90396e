import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '@mare/domain';
import { useBackend } from '../../backend/index.ts';
import { listFiles } from '../../storage/storage-api.ts';

export const filesQueryKey = (userId: string) => ['uploads', userId] as const;

/** The signed-in person's files, newest first. */
export function useFiles(user: User) {
  const { supabase } = useBackend();
  return useQuery({
    queryKey: filesQueryKey(user.id),
    queryFn: () => listFiles(supabase, user.id),
  });
}

/** Marks the list stale after any change to the folder, so it is read again. */
export function useInvalidateFiles(user: User) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: filesQueryKey(user.id) });
}
