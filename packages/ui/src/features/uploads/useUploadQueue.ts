import { useState, useSyncExternalStore } from 'react';
import { MutationObserver, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  createUploadQueue,
  hashString,
  mulberry32,
  safeObjectName,
  STORAGE_SUCCESS,
  storageFailureMessage,
  userObjectPath,
  type ImageType,
  type User,
} from '@mare/domain';
import { useBackend } from '../../backend/index.ts';
import { useClock } from '../../clock/index.ts';
import { uploadFile } from '../../storage/storage-api.ts';
import { uploadsKeys } from './api/keys.ts';

interface UploadVariables {
  file: File;
  type: ImageType;
}

/**
 * The upload queue of the screen: files go one at a time into `<user id>/<safe name>`, each
 * attempt (the client's automatic retry included) under a fresh name, so a retry after a lost
 * answer never collides with its own first copy.
 * Each upload is a TanStack mutation (the client's retry policy applies); the queue outlives
 * renders, so it holds its own MutationObserver rather than a hook's changing callbacks.
 */
export function useUploadQueue(user: User) {
  const { supabase } = useBackend();
  const queryClient = useQueryClient();
  const clock = useClock();

  const [queue] = useState(() => {
    // Seeded from the person and the injected clock: stories get the same names every run.
    const random = mulberry32(hashString(`${user.id}:${clock().toISOString()}`));
    const uploads = new MutationObserver(queryClient, {
      mutationFn: async ({ file, type }: UploadVariables) => {
        const name = safeObjectName(file.name, type, random);
        await uploadFile(supabase, userObjectPath(user.id, name), file, type);
        return name;
      },
      onSuccess: async (name, { file }) => {
        toast.success(STORAGE_SUCCESS.uploaded(file.name, name));
        await queryClient.invalidateQueries({ queryKey: uploadsKeys.files(user.id) });
      },
      onError: (error, { file }) => toast.error(storageFailureMessage('upload', error, file.name)),
    });
    return createUploadQueue<File>({
      upload: async (file, type) => {
        await uploads.mutate({ file, type });
      },
      describeError: (error, file) => storageFailureMessage('upload', error, file.name),
    });
  });
  const items = useSyncExternalStore(queue.subscribe, queue.items);
  return { queue, items };
}
