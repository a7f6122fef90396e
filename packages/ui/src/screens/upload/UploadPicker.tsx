import { useId, useState, type DragEvent } from 'react';
import { UPLOAD_ACCEPT } from '@mare/domain';
import styles from './upload.module.css';

/** A labelled multiple-file input inside a drop zone; both hand the chosen files on. */
export function UploadPicker({ onFiles }: { onFiles: (files: File[]) => void }) {
  const inputId = useId();
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
      <input
        id={inputId}
        type="file"
        multiple
        accept={UPLOAD_ACCEPT}
        className={styles.visuallyHidden}
        aria-describedby={hintId}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared so choosing the same file again (after an error) still counts as a choice.
          event.target.value = '';
          onFiles(files);
        }}
      />
      <label htmlFor={inputId} className={styles.pickButton}>
        Escolher imagens
      </label>
      <p id={hintId} className={styles.hint}>
        JPEG, PNG ou WebP, até 5 MB cada.
      </p>
    </div>
  );
}
