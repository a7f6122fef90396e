import { useEffect, useRef, useState } from 'react';
import { useClock } from '../../clock/index.ts';
import { formatCountdown } from '../format/format.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import styles from './Countdown.module.css';

/**
 * Time left on a seat hold or a Pix code, read from the injected clock (so stories and tests are
 * deterministic). Screen readers are told at the urgent mark and at the end, not every second.
 */
export function Countdown({
  expiresAt,
  label,
  expiredLabel,
  urgentBelowSeconds = 120,
  onExpire,
  tickMs = 1000,
}: {
  expiresAt: Date | string;
  /** "Seus assentos ficam reservados por" */
  label: string;
  /** "O tempo acabou: os assentos foram liberados." */
  expiredLabel: string;
  urgentBelowSeconds?: number;
  onExpire?: () => void;
  tickMs?: number;
}) {
  const clock = useClock();
  const deadline = new Date(expiresAt).getTime();
  const [now, setNow] = useState(() => clock().getTime());
  const expiredOnce = useRef(false);
  const left = deadline - now;
  const expired = left <= 0;

  useEffect(() => {
    if (expired) return;
    const timer = setInterval(() => setNow(clock().getTime()), tickMs);
    return () => clearInterval(timer);
  }, [clock, expired, tickMs]);

  useEffect(() => {
    if (expired && !expiredOnce.current) {
      expiredOnce.current = true;
      onExpire?.();
    }
  }, [expired, onExpire]);

  const urgent = !expired && left <= urgentBelowSeconds * 1000;
  return (
    <div
      className={[styles.countdown, expired ? styles.expired : urgent ? styles.urgent : null]
        .filter(Boolean)
        .join(' ')}
    >
      {expired ? (
        <span role="alert">{expiredLabel}</span>
      ) : (
        <>
          <span>{label}</span>
          <span role="timer" aria-live="off" className={styles.time}>
            {formatCountdown(left)}
          </span>
        </>
      )}
      <VisuallyHidden role="status">
        {urgent ? `Faltam menos de ${Math.ceil(urgentBelowSeconds / 60)} minutos.` : ''}
      </VisuallyHidden>
    </div>
  );
}
