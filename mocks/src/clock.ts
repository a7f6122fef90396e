/** Time, injected so tests can move it (token expiry, timestamps). */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** ISO timestamp as the services print it. */
export const isoAt = (clock: Clock) => new Date(clock.now()).toISOString();

/** Whole seconds since the epoch (JWT claims). */
export const secondsAt = (clock: Clock) => Math.floor(clock.now() / 1000);
