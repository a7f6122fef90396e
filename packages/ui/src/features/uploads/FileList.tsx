import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { storageFailureMessage, type User } from '@mare/domain';
import { QueryGate } from '../../components/QueryGate/QueryGate.tsx';
import { FileCard } from './FileCard.tsx';
import { useFiles } from './api/files-query.ts';
import { Card } from '../../components/Card/Card.tsx';
import styles from './upload.module.css';

/** The person's folder: loading, error with retry, empty, or a card per image. */
export function FileList({ user }: { user: User }) {
  const files = useFiles(user);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');

  // The removed file's buttons are gone: tell what happened and bring focus back to the list.
  const onRemoved = (text: string) => {
    toast.success(text);
    setAnnouncement(text);
    headingRef.current?.focus();
  };

  const names = files.data?.map((file) => file.name) ?? [];
  return (
    <Card as="section" padding="lg" className={styles.panel} aria-labelledby="arquivos-titulo">
      <h2 id="arquivos-titulo" ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
        Suas imagens
      </h2>
      <p aria-live="polite" className={styles.announcement}>
        {announcement}
      </p>
      <QueryGate
        query={files}
        loadingLabel="Carregando seus arquivos..."
        errorMessage={(error) => storageFailureMessage('list', error)}
      >
        {(stored) =>
          stored.length === 0 ? (
            <p className={styles.empty}>
              Você ainda não enviou nenhuma imagem. Escolha ou arraste imagens acima para começar.
            </p>
          ) : (
            <ul className={styles.grid}>
              {stored.map((file) => (
                <li key={file.id}>
                  <FileCard file={file} user={user} names={names} onRemoved={onRemoved} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryGate>
    </Card>
  );
}
