import { useId } from 'react';
import type { Party } from '@mare/domain';
import { IconButton } from '../../components/IconButton/IconButton.tsx';
import styles from './booking.module.css';

/**
 * Up to 12 people per booking, lap children included (public.hold_seats); each lap child sits
 * with an adult.
 */
export const MAX_SEATS = 12;

function Counter({
  label,
  hint,
  value,
  min,
  max,
  onChange,
  unit,
}: {
  label: string;
  hint: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  unit: [string, string];
}) {
  const id = useId();
  return (
    <div className={styles.counter} role="group" aria-labelledby={`${id}-label`}>
      <div>
        <span id={`${id}-label`} className={styles.counterLabel}>
          {label}
        </span>
        <span className={styles.counterHint}>{hint}</span>
      </div>
      <div className={styles.counterControls}>
        <IconButton
          label={`Menos ${unit[0]}`}
          variant="secondary"
          size="sm"
          aria-disabled={value <= min || undefined}
          onClick={() => value > min && onChange(value - 1)}
        >
          −
        </IconButton>
        <output
          className={styles.counterValue}
          aria-live="polite"
          aria-label={`${value} ${value === 1 ? unit[0] : unit[1]}`}
        >
          {value}
        </output>
        <IconButton
          label={`Mais ${unit[0]}`}
          variant="secondary"
          size="sm"
          aria-disabled={value >= max || undefined}
          onClick={() => value < max && onChange(value + 1)}
        >
          +
        </IconButton>
      </div>
    </div>
  );
}

/** Who is going, before any seat: adults, children, lap children (no seat, free). */
export function PartyPicker({
  party,
  onChange,
  childMaxAge,
  lapMaxAge,
  minimumAge,
}: {
  party: Party;
  onChange: (party: Party) => void;
  childMaxAge: number;
  lapMaxAge: number | null;
  minimumAge: number;
}) {
  const seats = party.adults + party.children;
  const childFrom = Math.max(minimumAge, lapMaxAge === null ? 0 : lapMaxAge + 1);
  return (
    <div className={styles.party}>
      <Counter
        label="Adultos"
        hint={`${childMaxAge + 1} anos ou mais`}
        value={party.adults}
        min={Math.max(1, party.laps)}
        max={MAX_SEATS - party.children - party.laps}
        unit={['adulto', 'adultos']}
        onChange={(adults) => onChange({ ...party, adults })}
      />
      {childFrom <= childMaxAge && (
        <Counter
          label="Crianças"
          hint={`De ${childFrom} a ${childMaxAge} anos`}
          value={party.children}
          min={0}
          max={MAX_SEATS - party.adults - party.laps}
          unit={['criança', 'crianças']}
          onChange={(children) => onChange({ ...party, children })}
        />
      )}
      {lapMaxAge !== null && minimumAge === 0 && (
        <Counter
          label="Crianças de colo"
          hint={`Até ${lapMaxAge} anos, no colo de um adulto, sem lugar e sem custo`}
          value={party.laps}
          min={0}
          max={Math.min(party.adults, MAX_SEATS - seats)}
          unit={['criança de colo', 'crianças de colo']}
          onChange={(laps) => onChange({ ...party, laps })}
        />
      )}
      <p className={styles.muted}>
        {seats === 1 ? '1 lugar' : `${seats} lugares`} no barco
        {minimumAge > 0 ? `; idade mínima: ${minimumAge} anos.` : '.'}
      </p>
    </div>
  );
}
