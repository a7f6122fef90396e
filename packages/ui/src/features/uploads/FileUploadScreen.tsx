import { useEffect, useRef } from 'react';
import { useAuth } from '../../auth/index.ts';
import { FileList } from './FileList.tsx';
import { UploadPanel } from './UploadPanel.tsx';
import styles from './upload.module.css';

/** /file-upload: the signed-in person's image folder on the uploads bucket (login guard). */
export default function FileUploadScreen() {
  const { user } = useAuth();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  if (!user) return null;
  return (
    <div className={styles.screen}>
      <header>
        <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
          Envio de imagens
        </h1>
        <p className={styles.introText}>
          Guarde aqui as fotos das suas praias e passeios. Elas ficam na sua pasta: só você pode
          renomear, substituir ou excluir.
        </p>
      </header>
      <UploadPanel user={user} />
      <FileList user={user} />
    </div>
  );
}
