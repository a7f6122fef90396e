import { formatFileSize } from './format.ts';
import { UPLOAD_MESSAGES } from './messages.ts';
import type { UploadItem } from './queue.ts';
import type { FileLike } from './rules.ts';

/** What the queue's progress bars and texts show. */
export interface QueueProgress {
  done: number;
  failed: number;
  total: number;
  /** Bytes of the files already sent, of all the files in the queue. */
  doneBytes: number;
  totalBytes: number;
  /** "2 de 3 enviados", then ", 1 com erro" when some failed. */
  label: string;
  /** "1,2 MB de 3,4 MB". */
  bytesLabel: string;
  /** The file on its way ("Enviando arquivo 2 de 3: “b.png”"), or null when none is. */
  sending: { name: string; label: string; barLabel: string } | null;
}

/**
 * The honest progress of a queue: the storage client reports no bytes while a file travels, so
 * the count and the bytes move when a whole file is stored, and the file in flight is only
 * "being sent" (an indeterminate bar).
 */
export function queueProgress(items: readonly UploadItem<FileLike>[]): QueueProgress {
  let done = 0;
  let failed = 0;
  let doneBytes = 0;
  let totalBytes = 0;
  for (const item of items) {
    totalBytes += item.file.size;
    if (item.status === 'done') {
      done += 1;
      doneBytes += item.file.size;
    } else if (item.status === 'error') failed += 1;
  }
  const total = items.length;
  const counted = UPLOAD_MESSAGES.progress(done, total);
  const index = items.findIndex((item) => item.status === 'uploading');
  const current = items[index];
  return {
    done,
    failed,
    total,
    doneBytes,
    totalBytes,
    label: failed > 0 ? `${counted}, ${UPLOAD_MESSAGES.progressFailed(failed)}` : counted,
    bytesLabel: UPLOAD_MESSAGES.progressBytes(
      formatFileSize(doneBytes),
      formatFileSize(totalBytes),
    ),
    sending: current
      ? {
          name: current.file.name,
          label: UPLOAD_MESSAGES.sending(index + 1, total, current.file.name),
          barLabel: UPLOAD_MESSAGES.sendingBarLabel(current.file.name),
        }
      : null,
  };
}
