import { describe, expect, it, vi } from 'vitest';
import { createUploadQueue, uploadProgress, type UploadQueue } from './queue.ts';
import { MAX_UPLOAD_BYTES, type FileLike, type ImageType } from './rules.ts';

const file = (name: string, type = 'image/png', size = 100): FileLike => ({ name, type, size });

/** An upload function whose calls the test settles one by one. */
function controlledUploads() {
  const calls: {
    file: FileLike;
    type: ImageType;
    resolve: () => void;
    reject: (e: unknown) => void;
  }[] = [];
  const upload = (f: FileLike, type: ImageType) =>
    new Promise<void>((resolve, reject) => calls.push({ file: f, type, resolve, reject }));
  return { calls, upload };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const statuses = (queue: UploadQueue<FileLike>) =>
  queue.items().map((item) => `${item.file.name}:${item.status}`);

describe('createUploadQueue', () => {
  it('refuses bad files before any upload and queues the rest', () => {
    const { calls, upload } = controlledUploads();
    const queue = createUploadQueue({ upload, describeError: () => 'x' });
    const refused = queue.add([
      file('roteiro.pdf', 'application/pdf'),
      file('enorme.png', 'image/png', MAX_UPLOAD_BYTES + 1),
      file('boa.webp', 'image/webp'),
    ]);
    expect(refused).toEqual([
      '“roteiro.pdf” foi recusado: tipo de arquivo não aceito. Envie imagens JPEG, PNG ou WebP.',
      '“enorme.png” foi recusado: tem 5,1 MB, acima do limite de 5 MB.',
    ]);
    expect(calls.map((call) => [call.file.name, call.type])).toEqual([['boa.webp', 'image/webp']]);
    expect(statuses(queue)).toEqual(['boa.webp:uploading']);
  });

  it('sends one file at a time and counts what is sent', async () => {
    const { calls, upload } = controlledUploads();
    const queue = createUploadQueue({ upload, describeError: () => 'x' });
    const listener = vi.fn();
    queue.subscribe(listener);
    queue.add([file('a.png'), file('b.png'), file('c.png')]);
    expect(statuses(queue)).toEqual(['a.png:uploading', 'b.png:waiting', 'c.png:waiting']);
    expect(uploadProgress(queue.items()).label).toBe('0 de 3 enviados');

    calls[0]?.resolve();
    await flush();
    expect(statuses(queue)).toEqual(['a.png:done', 'b.png:uploading', 'c.png:waiting']);
    calls[1]?.resolve();
    await flush();
    expect(uploadProgress(queue.items())).toEqual({ done: 2, total: 3, label: '2 de 3 enviados' });
    calls[2]?.resolve();
    await flush();
    expect(statuses(queue)).toEqual(['a.png:done', 'b.png:done', 'c.png:done']);
    expect(calls).toHaveLength(3);
    expect(listener).toHaveBeenCalled();
  });

  it('keeps a failed file with its message, and retries it', async () => {
    const { calls, upload } = controlledUploads();
    const describeError = vi.fn((_error: unknown, f: FileLike) => `falhou ${f.name}`);
    const queue = createUploadQueue({ upload, describeError });
    queue.add([file('a.png'), file('b.png')]);
    const failure = new TypeError('Failed to fetch');
    calls[0]?.reject(failure);
    await flush();
    expect(describeError).toHaveBeenCalledWith(failure, queue.items()[0]?.file);
    expect(queue.items()[0]).toMatchObject({ status: 'error', error: 'falhou a.png' });
    expect(statuses(queue)).toEqual(['a.png:error', 'b.png:uploading']);

    const failedId = queue.items()[0]?.id ?? 0;
    queue.retry(failedId);
    expect(queue.items()[0]).toMatchObject({ status: 'waiting', error: null });
    calls[1]?.resolve();
    await flush();
    expect(statuses(queue)).toEqual(['a.png:uploading', 'b.png:done']);
    expect(calls[2]?.file).toBe(queue.items()[0]?.file);
    calls[2]?.resolve();
    await flush();
    expect(uploadProgress(queue.items()).label).toBe('2 de 2 enviados');
  });

  it('retries only failed items', () => {
    const { calls, upload } = controlledUploads();
    const queue = createUploadQueue({ upload, describeError: () => 'x' });
    queue.add([file('a.png')]);
    queue.retry(queue.items()[0]?.id ?? 0);
    queue.retry(999);
    expect(calls).toHaveLength(1);
  });

  it('discards waiting or failed items, never the one being sent, and clears the sent ones', async () => {
    const { calls, upload } = controlledUploads();
    const queue = createUploadQueue({ upload, describeError: () => 'x' });
    queue.add([file('a.png'), file('b.png'), file('c.png')]);
    const [a, b] = queue.items();
    queue.discard(a?.id ?? 0);
    queue.discard(b?.id ?? 0);
    expect(statuses(queue)).toEqual(['a.png:uploading', 'c.png:waiting']);
    calls[0]?.resolve();
    await flush();
    calls[1]?.resolve();
    await flush();
    queue.add([file('d.png')]);
    calls[2]?.reject(new Error('boom'));
    await flush();
    queue.clearDone();
    expect(statuses(queue)).toEqual(['d.png:error']);
  });

  it('adds nothing and notifies no one for an empty or all-refused choice', () => {
    const queue = createUploadQueue({ upload: async () => {}, describeError: () => 'x' });
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    expect(queue.add([])).toEqual([]);
    expect(queue.add([file('x.gif', 'image/gif')])).toHaveLength(1);
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
    queue.add([file('a.png')]);
    expect(listener).not.toHaveBeenCalled();
    expect(queue.items()).toHaveLength(1);
  });

  it('counts an empty queue', () => {
    expect(uploadProgress([])).toEqual({ done: 0, total: 0, label: '0 de 0 enviados' });
  });
});
