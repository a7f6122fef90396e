import { UPLOAD_MESSAGES } from './messages.ts';
import { checkImageFile, type FileLike, type ImageType } from './rules.ts';

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'error';

export interface UploadItem<F extends FileLike> {
  id: number;
  file: F;
  type: ImageType;
  status: UploadStatus;
  /** Why the last attempt failed (pt-BR), while `status` is 'error'. */
  error: string | null;
}

export interface UploadQueueOptions<F extends FileLike> {
  /** Sends one file; rejects with the storage error when it fails. */
  upload: (file: F, type: ImageType) => Promise<void>;
  /** The pt-BR message for a failed attempt. */
  describeError: (error: unknown, file: F) => string;
}

export interface UploadQueue<F extends FileLike> {
  /** The items, as an immutable snapshot replaced on every change. */
  items(): readonly UploadItem<F>[];
  /** Checks each file; queues the accepted ones and answers the refusals (pt-BR), in order. */
  add(files: Iterable<F>): string[];
  /** Puts a failed item back in line, with the same file. */
  retry(id: number): void;
  /** Drops a failed or waiting item. */
  discard(id: number): void;
  /** Drops the items already sent. */
  clearDone(): void;
  subscribe(listener: () => void): () => void;
}

/** "2 de 3 enviados": the items sent, of all in the queue. */
export function uploadProgress(items: readonly UploadItem<FileLike>[]) {
  const done = items.filter((item) => item.status === 'done').length;
  return { done, total: items.length, label: UPLOAD_MESSAGES.progress(done, items.length) };
}

/**
 * Uploads chosen files one at a time, so each shows its own state (aguardando, enviando,
 * enviado, erro): the storage client reports no byte progress. A failure keeps the file for a
 * retry; nothing a person chose is lost.
 */
export function createUploadQueue<F extends FileLike>(
  options: UploadQueueOptions<F>,
): UploadQueue<F> {
  let items: readonly UploadItem<F>[] = [];
  let nextId = 1;
  let running = false;
  const listeners = new Set<() => void>();

  const update = (id: number, patch: Partial<UploadItem<F>>) => {
    items = items.map((item) => (item.id === id ? { ...item, ...patch } : item));
    for (const listener of listeners) listener();
  };
  const replace = (next: readonly UploadItem<F>[]) => {
    items = next;
    for (const listener of listeners) listener();
  };

  async function pump() {
    if (running) return;
    running = true;
    for (let item = nextWaiting(); item; item = nextWaiting()) {
      update(item.id, { status: 'uploading', error: null });
      try {
        await options.upload(item.file, item.type);
        update(item.id, { status: 'done' });
      } catch (error) {
        update(item.id, { status: 'error', error: options.describeError(error, item.file) });
      }
    }
    running = false;
  }
  const nextWaiting = () => items.find((item) => item.status === 'waiting');

  return {
    items: () => items,
    add(files) {
      const refused: string[] = [];
      const added: UploadItem<F>[] = [];
      for (const file of files) {
        const check = checkImageFile(file);
        if (!check.ok) refused.push(check.message);
        else added.push({ id: nextId++, file, type: check.type, status: 'waiting', error: null });
      }
      if (added.length > 0) {
        replace([...items, ...added]);
        void pump();
      }
      return refused;
    },
    retry(id) {
      if (!items.some((item) => item.id === id && item.status === 'error')) return;
      update(id, { status: 'waiting', error: null });
      void pump();
    },
    discard(id) {
      replace(items.filter((item) => item.id !== id || item.status === 'uploading'));
    },
    clearDone() {
      replace(items.filter((item) => item.status !== 'done'));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
