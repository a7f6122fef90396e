import type { toast as sonnerToast } from 'sonner';

export const CLOSE_TOAST_LABEL = 'Fechar notificação';

type Raise = (toast: typeof sonnerToast) => void;

let listening = 0;
const waiting: Raise[] = [];

function raiseNow(raise: Raise) {
  void import('sonner').then(({ toast }) => raise(toast));
}

/**
 * Called by the Toaster once sonner listens; returns what its unmount calls. Toasts raised before
 * it listened are raised now: sonner drops a toast nobody listens to.
 */
export function toasterListens(): () => void {
  listening += 1;
  waiting.splice(0).forEach(raiseNow);
  return () => {
    listening -= 1;
  };
}

/**
 * Raises a toast from code every page loads. sonner loads with the Toaster, after the first paint
 * (Toaster.tsx), so the toast waits until a Toaster listens; code that loads later imports sonner.
 */
export function showToast(raise: Raise): void {
  if (listening > 0) raiseNow(raise);
  else waiting.push(raise);
}
