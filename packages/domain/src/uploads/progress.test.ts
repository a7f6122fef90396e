import { describe, expect, it } from 'vitest';
import { queueProgress } from './progress.ts';
import type { UploadItem, UploadStatus } from './queue.ts';
import type { FileLike } from './rules.ts';

const item = (id: number, name: string, size: number, status: UploadStatus) =>
  ({
    id,
    file: { name, type: 'image/png', size },
    type: 'image/png',
    status,
    error: status === 'error' ? 'falhou' : null,
  }) satisfies UploadItem<FileLike>;

describe('queueProgress', () => {
  it('counts files and bytes sent, and names the file in flight by its place in line', () => {
    const progress = queueProgress([
      item(1, 'a.png', 1024 * 1024, 'done'),
      item(2, 'b.png', 512 * 1024, 'uploading'),
      item(3, 'c.png', 512 * 1024, 'waiting'),
    ]);
    expect(progress).toEqual({
      done: 1,
      failed: 0,
      total: 3,
      doneBytes: 1024 * 1024,
      totalBytes: 2 * 1024 * 1024,
      label: '1 de 3 enviados',
      bytesLabel: '1 MB de 2 MB',
      sending: {
        name: 'b.png',
        label: 'Enviando arquivo 2 de 3: “b.png”',
        barLabel: 'Enviando “b.png”',
      },
    });
  });

  it('tells the failures apart and shows nothing in flight once the line stops', () => {
    const progress = queueProgress([
      item(1, 'a.png', 2048, 'error'),
      item(2, 'b.png', 1024, 'done'),
    ]);
    expect(progress.label).toBe('1 de 2 enviados, 1 com erro');
    expect(progress.bytesLabel).toBe('1 KB de 3 KB');
    expect(progress.failed).toBe(1);
    expect(progress.sending).toBeNull();
  });

  it('reads an empty queue', () => {
    expect(queueProgress([])).toMatchObject({
      done: 0,
      total: 0,
      label: '0 de 0 enviados',
      bytesLabel: '0 B de 0 B',
      sending: null,
    });
  });
});
