import type { HTMLAttributes, ReactNode } from 'react';
import { Slot } from '@radix-ui/react-slot';
import { buttonClassName, type ButtonSize, type ButtonVariant } from './Button.tsx';

export interface ButtonSlotProps extends HTMLAttributes<HTMLElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** One element: a router `Link` or an `<a>`. */
  children: ReactNode;
}

/**
 * Its only child (a router `Link`, an `<a>`) with a Button's look. Apart from Button, so a page
 * whose first screen has no such link does not load the slot code (the header styles its one
 * link with buttonClassName).
 */
export function ButtonSlot({
  variant,
  size,
  fullWidth,
  className,
  children,
  ...rest
}: ButtonSlotProps) {
  return (
    <Slot className={buttonClassName({ variant, size, fullWidth, className })} {...rest}>
      {children}
    </Slot>
  );
}
