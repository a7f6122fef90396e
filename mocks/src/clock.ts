/** The mock services' time in epoch milliseconds, injected so tests can move it. */
export interface ServerClock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: ServerClock = { now: () => Date.now() };

/** ISO timestamp as the services print it. */
export const isoAt = (clock: ServerClock) => new Date(clock.now()).toISOString();

/** Whole seconds since the epoch (JWT claims). */
export const secondsAt = (clock: ServerClock) => Math.floor(clock.now() / 1000);
