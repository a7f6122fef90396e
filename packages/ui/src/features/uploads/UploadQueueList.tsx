import { useId } from 'react';
import {
  formatFileSize,
  queueProgress,
  UPLOAD_MESSAGES,
  type UploadItem,
  type UploadQueue,
} from '@mare/domain';
import { Button } from '../../components/Button/Button.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';
import styles from './upload.module.css';

/**
 * Each chosen file with its state, under the queue's progress: a bar of the bytes already
 * stored, "2 de 3 enviados", and an indeterminate bar for the file in flight (the storage
 * client reports no bytes while one travels, so none are invented).
 */
export function UploadQueueList({
  items,
  queue,
}: {
  items: readonly UploadItem<File>[];
  queue: UploadQueue<File>;
}) {
  const titleId = useId();
  const summaryId = useId();
  if (items.length === 0) return null;
  const progress = queueProgress(items);
  return (
    <section className={styles.queue} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.queueTitle}>
        Fila de envio
      </h3>
      <div className={styles.progress}>
        <progress
          className={styles.progressBar}
          value={progress.doneBytes}
          max={Math.max(progress.totalBytes, 1)}
          aria-label={UPLOAD_MESSAGES.progressBarLabel}
          aria-valuetext={`${progress.label} (${progress.bytesLabel})`}
          aria-describedby={summaryId}
        />
        <p id={summaryId} className={styles.progressText}>
          <strong>{progress.label}</strong>{' '}
          <span className={styles.progressBytes}>({progress.bytesLabel})</span>
        </p>
      </div>
      <p aria-live="polite" className={styles.sending}>
        {progress.sending?.label ?? ''}
      </p>
      <ul className={styles.queueItems}>
        {items.map((item) => (
          <li key={item.id} className={styles.queueItem}>
            <span className={styles.queueName}>{item.file.name}</span>
            <span className={styles.queueSize}>{formatFileSize(item.file.size)}</span>
            <span className={styles.status} data-status={item.status}>
              {UPLOAD_MESSAGES.status[item.status]}
            </span>
            {item.status === 'uploading' && (
              // No aria-valuenow: an indeterminate bar, as nothing measures the bytes in flight.
              <div
                role="progressbar"
                className={styles.inFlight}
                aria-label={UPLOAD_MESSAGES.sendingBarLabel(item.file.name)}
              >
                <span className={styles.inFlightStripe} />
              </div>
            )}
            <div aria-live="polite" className={styles.queueError}>
              {item.error && <p className={styles.queueErrorText}>{item.error}</p>}
            </div>
            {item.status === 'error' && (
              <div className={styles.queueActions}>
                <Button variant="secondary" size="sm" onClick={() => queue.retry(item.id)}>
                  Tentar novamente <VisuallyHidden>{item.file.name}</VisuallyHidden>
                </Button>
                <Button variant="secondary" size="sm" onClick={() => queue.discard(item.id)}>
                  Descartar <VisuallyHidden>{item.file.name}</VisuallyHidden>
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {progress.done > 0 && (
        <Button variant="ghost" size="sm" onClick={() => queue.clearDone()}>
          Limpar enviados
        </Button>
      )}
    </section>
  );
}
