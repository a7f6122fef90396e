import { createContext, useContext, type ReactNode } from 'react';
import type { Clock } from '@mare/domain';

const systemClock: Clock = () => new Date();
const ClockContext = createContext<Clock>(systemClock);

export function ClockProvider({ clock, children }: { clock: Clock; children: ReactNode }) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

export const useClock = (): Clock => useContext(ClockContext);
