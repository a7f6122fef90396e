import { useState } from 'react';
import { useClock } from '../../../clock/index.ts';

/**
 * The moment the page is drawn at, from the injected clock, fixed for the page's life: the
 * departures on sale are those whose cut-off is after it (stories and tests fix the clock).
 */
export function usePageMoment(): string {
  const clock = useClock();
  const [moment] = useState(() => clock().toISOString());
  return moment;
}
