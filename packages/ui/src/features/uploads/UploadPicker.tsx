import { useId, useState, type DragEvent } from 'react';
import { UPLOAD_ACCEPT } from '@mare/domain';
import { FileButton } from '../../components/FileButton/FileButton.tsx';
import styles from './upload.module.css';

/** A labelled multiple-file input inside a drop zone; both hand the chosen files on. */
export function UploadPicker({ onFiles }: { onFiles: (files: File[]) => void }) {
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  const over = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    onFiles([...event.dataTransfer.files]);
  };

  return (
    <div
      className={styles.dropzone}
      data-dragging={dragging || undefined}
      data-testid="zona-de-envio"
      onDragEnter={over}
      onDragOver={over}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <p className={styles.dropText}>Arraste imagens para cá ou</p>
      <FileButton
        variant="primary"
        multiple
        accept={UPLOAD_ACCEPT}
        aria-describedby={hintId}
        onFiles={onFiles}
      >
        Escolher imagens
      </FileButton>
      <p id={hintId} className={styles.hint}>
        JPEG, PNG ou WebP, até 5 MB cada.
      </p>
    </div>
  );
}
