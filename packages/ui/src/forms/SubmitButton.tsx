import type { ReactNode } from 'react';
import { Button } from '../components/Button/Button.tsx';
import { useHydrated } from '../hydration/index.ts';

/**
 * A form's main button: busy (and still focused) while its request runs.
 *
 * On a prerendered page it is truly disabled until the scripts have hydrated the form: the browser
 * would otherwise submit it natively, putting the fields (the password too) into the URL.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" size="lg" disabled={!hydrated} busy={pending} busyLabel={pendingLabel}>
      {children}
    </Button>
  );
}
