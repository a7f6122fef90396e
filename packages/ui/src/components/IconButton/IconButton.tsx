import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button/Button.tsx';
import styles from './IconButton.module.css';

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'busyLabel' | 'fullWidth'> {
  /** The button's name for screen readers (the icon is hidden from them). */
  label: string;
  /** The icon: an SVG or a glyph, decorative. */
  children: ReactNode;
}

/** A square button that shows only an icon; `label` names it. */
export function IconButton({
  label,
  children,
  variant = 'ghost',
  size = 'md',
  className,
  ...rest
}: IconButtonProps) {
  return (
    <Button
      variant={variant}
      size={size}
      aria-label={label}
      title={label}
      className={[styles.iconButton, size === 'sm' ? styles.sm : null, className]
        .filter(Boolean)
        .join(' ')}
      {...rest}
    >
      <span aria-hidden="true">{children}</span>
    </Button>
  );
}
