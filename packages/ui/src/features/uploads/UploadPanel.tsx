import { useState } from 'react';
import type { User } from '@mare/domain';
import { UploadPicker } from './UploadPicker.tsx';
import { UploadQueueList } from './UploadQueueList.tsx';
import { useUploadQueue } from './useUploadQueue.ts';
import { Card } from '../../components/Card/Card.tsx';
import styles from './upload.module.css';

/** Choosing files: refusals appear at once, before anything is sent; the rest join the queue. */
export function UploadPanel({ user }: { user: User }) {
  const { queue, items } = useUploadQueue(user);
  const [refusals, setRefusals] = useState<string[]>([]);
  return (
    <Card as="section" padding="lg" className={styles.panel} aria-labelledby="enviar-titulo">
      <h2 id="enviar-titulo" className={styles.panelTitle}>
        Enviar novas imagens
      </h2>
      <UploadPicker onFiles={(files) => setRefusals(queue.add(files))} />
      <div aria-live="polite">
        {refusals.length > 0 && (
          <ul className={styles.refusalList}>
            {refusals.map((message, index) => (
              // The same file may be refused twice in one choice.
              <li key={`${index}-${message}`}>{message}</li>
            ))}
          </ul>
        )}
      </div>
      <UploadQueueList items={items} queue={queue} />
    </Card>
  );
}
