import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { IconButton } from '../IconButton/IconButton.tsx';
import styles from './Dialog.module.css';

export { styles as dialogStyles };

export interface DialogProps {
  title: ReactNode;
  description?: ReactNode;
  /** The element that opens it (a Button); focus returns to it on close. */
  trigger?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The buttons at the bottom (a Dialog.Close around "Cancelar", the main action). */
  actions?: ReactNode;
  size?: 'md' | 'wide';
  children?: ReactNode;
}

/**
 * A modal window (radix): focus moves in and is trapped, Escape and "Fechar" close it, focus goes
 * back to the trigger. For a question with a destructive answer use AlertDialog.
 */
export function Dialog({
  title,
  description,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  actions,
  size = 'md',
  children,
}: DialogProps) {
  return (
    <RadixDialog.Root
      {...(open === undefined ? {} : { open })}
      {...(defaultOpen === undefined ? {} : { defaultOpen })}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={[styles.content, size === 'wide' ? styles.wide : null]
            .filter(Boolean)
            .join(' ')}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {description && (
            <RadixDialog.Description className={styles.description}>
              {description}
            </RadixDialog.Description>
          )}
          {children}
          {actions && <div className={styles.actions}>{actions}</div>}
          <RadixDialog.Close asChild>
            <IconButton label="Fechar" variant="ghost" size="sm" className={styles.close}>
              ✕
            </IconButton>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wrap a button so that it closes the dialog it is in. */
export const DialogClose = RadixDialog.Close;
