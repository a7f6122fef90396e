import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { Spinner } from '../Spinner/Spinner.tsx';
import styles from './Button.module.css';

/** `accent` is the call to action on dark surfaces (`data-surface="inverse"`). */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'accent';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement>;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Its request is running: it keeps the focus, ignores presses and says it is busy. */
  busy?: boolean;
  /** What it says while busy ("Salvando..."); the children otherwise. */
  busyLabel?: string;
  fullWidth?: boolean;
}

/** The class names of a button's look: for a link on a page's first screen (else ButtonSlot). */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
}: Pick<ButtonProps, 'variant' | 'size' | 'fullWidth' | 'className'> = {}): string {
  return [
    styles.button,
    styles[variant],
    size === 'md' ? null : styles[size],
    fullWidth ? styles.fullWidth : null,
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * Every action on the site. Busy uses `aria-disabled`, not `disabled`: a disabled button drops the
 * keyboard focus, leaving the person nowhere when the answer (often an error) arrives.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  busyLabel,
  fullWidth = false,
  className,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const classes = buttonClassName({ variant, size, fullWidth, className });
  const unavailable = busy || rest['aria-disabled'] === true || rest['aria-disabled'] === 'true';
  return (
    <button
      type={type}
      className={classes}
      aria-busy={busy || undefined}
      {...rest}
      aria-disabled={unavailable || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (unavailable) {
          // A busy submit button must not send its form a second time.
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {busy && <Spinner />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
