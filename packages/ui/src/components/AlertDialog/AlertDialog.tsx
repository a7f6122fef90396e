import type { ReactNode } from 'react';
import * as RadixAlertDialog from '@radix-ui/react-alert-dialog';
import { Button } from '../Button/Button.tsx';
import { dialogStyles as styles } from '../Dialog/Dialog.tsx';

export interface AlertDialogProps {
  title: ReactNode;
  description: ReactNode;
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  confirmLabel: string;
  /** What the confirm button says while `busy` ("Excluindo..."). */
  busyLabel?: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  /** The confirmed action runs: the dialog stays open and cannot be dismissed until it ends. */
  busy?: boolean;
  /** Runs on confirm; the dialog stays open, the caller closes it when the work is done. */
  onConfirm: () => void;
  /** Called as focus would go back to the trigger: `preventDefault()` when it is gone. */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Asks before something that cannot be undone (radix). Focus starts on the safe choice,
 * "Cancelar"; the question stays on screen while the action runs.
 */
export function AlertDialog({
  title,
  description,
  trigger,
  open,
  onOpenChange,
  confirmLabel,
  busyLabel,
  cancelLabel = 'Cancelar',
  tone = 'danger',
  busy = false,
  onConfirm,
  onCloseAutoFocus,
}: AlertDialogProps) {
  return (
    <RadixAlertDialog.Root
      {...(open === undefined ? {} : { open })}
      onOpenChange={(next) => {
        if (!busy) onOpenChange?.(next);
      }}
    >
      {trigger && <RadixAlertDialog.Trigger asChild>{trigger}</RadixAlertDialog.Trigger>}
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay className={styles.overlay} />
        <RadixAlertDialog.Content
          className={styles.content}
          {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
        >
          <RadixAlertDialog.Title className={styles.title}>{title}</RadixAlertDialog.Title>
          <RadixAlertDialog.Description className={styles.description}>
            {description}
          </RadixAlertDialog.Description>
          <div className={styles.actions}>
            <RadixAlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                {cancelLabel}
              </Button>
            </RadixAlertDialog.Cancel>
            <RadixAlertDialog.Action asChild>
              <Button
                variant={tone}
                busy={busy}
                {...(busyLabel ? { busyLabel } : {})}
                onClick={(event) => {
                  // Stay open while the work runs; the caller closes the dialog.
                  event.preventDefault();
                  onConfirm();
                }}
              >
                {confirmLabel}
              </Button>
            </RadixAlertDialog.Action>
          </div>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}
