/** A hold keeps seats for 10 minutes (public.hold_seats); a Pix charge lives 30. */
export const HOLD_MINUTES = 10;
export const PIX_MINUTES = 30;

export function holdExpiresAt(heldAt: Date): Date {
  return new Date(heldAt.getTime() + HOLD_MINUTES * 60_000);
}

export interface Countdown {
  /** Whole seconds left, never negative. */
  secondsLeft: number;
  expired: boolean;
  /** "09:59" … "00:00". */
  label: string;
  /** The last minute: time to say so. */
  urgent: boolean;
}

/** The checkout countdown at `now` (injected clock). The seat is lost at the expiry instant. */
export function holdCountdown(expiresAt: Date, now: Date): Countdown {
  const ms = expiresAt.getTime() - now.getTime();
  const secondsLeft = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(secondsLeft / 60);
  const seconds = secondsLeft % 60;
  return {
    secondsLeft,
    expired: ms <= 0,
    label: `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`,
    urgent: ms > 0 && secondsLeft <= 60,
  };
}
