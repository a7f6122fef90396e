import { useRef, useState } from 'react';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { STORAGE_SUCCESS, storageFailureMessage, type StoredFile } from '@mare/domain';
import type { Report } from './notice.ts';
import type { useFileActions } from './useFileActions.ts';
import styles from './upload.module.css';

/**
 * Removal asks first. Focus starts on "Cancelar" (the safe choice) and goes back to the
 * "Excluir" button when the dialog closes; after a removal, `onRemoved` decides where it goes.
 */
export function RemoveDialog({
  file,
  remove,
  report,
  onRemoved,
}: {
  file: StoredFile;
  remove: ReturnType<typeof useFileActions>['remove'];
  report: Report;
  onRemoved: (notice: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const removed = useRef(false);

  const confirm = async () => {
    try {
      await remove.mutateAsync();
      removed.current = true;
      setOpen(false);
      onRemoved(STORAGE_SUCCESS.removed(file.name));
    } catch (error) {
      setOpen(false);
      report({ text: storageFailureMessage('remove', error, file.name), tone: 'error' });
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <AlertDialog.Trigger asChild>
        <button type="button" className={`${styles.secondary} ${styles.danger}`}>
          Excluir <span className={styles.visuallyHidden}>{file.name}</span>
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content
          className={styles.dialog}
          onCloseAutoFocus={(event) => {
            // The trigger is gone with the file; the list moves focus instead.
            if (removed.current) event.preventDefault();
          }}
        >
          <AlertDialog.Title className={styles.dialogTitle}>
            Excluir “{file.name}”?
          </AlertDialog.Title>
          <AlertDialog.Description>
            A imagem será apagada da sua pasta e os links dela deixarão de funcionar. Esta ação não
            pode ser desfeita.
          </AlertDialog.Description>
          <div className={styles.dialogActions}>
            <AlertDialog.Cancel className={styles.secondary} disabled={remove.isPending}>
              Cancelar
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={styles.dangerSolid}
              disabled={remove.isPending}
              aria-busy={remove.isPending}
              onClick={(event) => {
                // Stay open while the request runs; `confirm` closes it.
                event.preventDefault();
                void confirm();
              }}
            >
              {remove.isPending ? 'Excluindo...' : 'Excluir imagem'}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
