import { useRef, useState } from 'react';
import { STORAGE_SUCCESS, storageFailureMessage, type StoredFile } from '@mare/domain';
import type { Report } from './notice.ts';
import type { useFileActions } from './api/file-actions-mutation.ts';
import { AlertDialog } from '../../components/AlertDialog/AlertDialog.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';

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
  const removed = useRef<string | null>(null);

  const confirm = async () => {
    try {
      await remove.mutateAsync();
      // Said once the dialog has let go of the focus (see onCloseAutoFocus).
      removed.current = STORAGE_SUCCESS.removed(file.name);
      setOpen(false);
    } catch (error) {
      setOpen(false);
      report({ text: storageFailureMessage('remove', error, file.name), tone: 'error' });
    }
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={setOpen}
      busy={remove.isPending}
      trigger={
        <Button variant="secondary">
          Excluir <VisuallyHidden>{file.name}</VisuallyHidden>
        </Button>
      }
      title={`Excluir “${file.name}”?`}
      description="A imagem será apagada da sua pasta e os links dela deixarão de funcionar. Esta ação não pode ser desfeita."
      confirmLabel="Excluir imagem"
      busyLabel="Excluindo..."
      onConfirm={() => void confirm()}
      onCloseAutoFocus={(event) => {
        // The trigger is gone with the file; the list moves focus instead, now that the dialog's
        // focus trap has ended.
        if (removed.current) {
          event.preventDefault();
          onRemoved(removed.current);
        }
      }}
    />
  );
}
