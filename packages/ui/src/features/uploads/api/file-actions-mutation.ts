import { useMutation } from '@tanstack/react-query';
import {
  duplicateName,
  userObjectPath,
  type ImageType,
  type StoredFile,
  type User,
} from '@mare/domain';
import { useBackend } from '../../../backend/index.ts';
import {
  copyFile,
  createSignedLink,
  moveFile,
  removeFile,
  replaceFile,
} from '../../../storage/storage-api.ts';
import { useInvalidateFiles } from './files-query.ts';

/**
 * The changes one stored file allows. Each mutation refreshes the list once it succeeds (and
 * waits for it, so the screen never shows the old state after a success message).
 */
export function useFileActions(user: User, file: StoredFile) {
  const { supabase } = useBackend();
  const invalidate = useInvalidateFiles(user);
  const path = (name: string) => userObjectPath(user.id, name);

  const rename = useMutation({
    mutationFn: (name: string) => moveFile(supabase, file.path, path(name)),
    onSuccess: invalidate,
  });
  const duplicate = useMutation({
    mutationFn: async (existing: readonly string[]) => {
      const name = duplicateName(file.name, existing);
      await copyFile(supabase, file.path, path(name));
      return name;
    },
    onSuccess: invalidate,
  });
  const replace = useMutation({
    mutationFn: ({ blob, type }: { blob: Blob; type: ImageType }) =>
      replaceFile(supabase, file.path, blob, type),
    onSuccess: invalidate,
  });
  const remove = useMutation({
    mutationFn: () => removeFile(supabase, file.path),
    onSuccess: invalidate,
  });
  const sign = useMutation({ mutationFn: () => createSignedLink(supabase, file.path) });

  return { rename, duplicate, replace, remove, sign };
}
