// Kept apart from boot.ts: demo mode's page imports these without the engine.

/** PGlite waits forever when a .wasm fetch fails: a start that takes this long has failed. */
export const BOOT_TIMEOUT_MS = 60_000;

/** `work`, or an error once `ms` have passed without it settling. */
export async function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
