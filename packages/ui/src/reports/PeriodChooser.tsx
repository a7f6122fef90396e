import { useState } from 'react';
import {
  CUSTOM_PERIOD_MESSAGES,
  PERIOD_PRESETS,
  customPeriod,
  presetPeriod,
  type Period,
  type PeriodPreset,
} from '@mare/domain';
import { Button } from '../components/Button/Button.tsx';
import { DateField } from '../components/DateField/DateField.tsx';
import { SelectField } from '../components/SelectField/SelectField.tsx';
import { useClock } from '../clock/index.ts';
import styles from './reports.module.css';

export type PeriodChoice = PeriodPreset | 'personalizado';

export interface ChosenPeriod {
  choice: PeriodChoice;
  period: Period;
}

const OPTIONS = [
  ...PERIOD_PRESETS.map((p) => ({ value: p.key, label: p.label })),
  { value: 'personalizado', label: 'Personalizado' },
];

/** The period a report opens with. */
export function useInitialPeriod(preset: PeriodPreset): ChosenPeriod {
  const clock = useClock();
  const [initial] = useState(() => ({ choice: preset, period: presetPeriod(preset, clock) }));
  return initial;
}

/**
 * Presets (Hoje … Mês passado) or a custom range of days, in São Paulo time. A preset applies at
 * once; a custom range applies with "Aplicar", and a wrong one says why and keeps what was typed.
 */
export function PeriodChooser({
  value,
  onChange,
}: {
  value: ChosenPeriod;
  onChange: (next: ChosenPeriod) => void;
}) {
  const clock = useClock();
  const [custom, setCustom] = useState(value.choice === 'personalizado');
  const [first, setFirst] = useState(value.period.firstDay);
  const [last, setLast] = useState(value.period.lastDay);
  const [error, setError] = useState<string | undefined>();

  const choose = (choice: string) => {
    setError(undefined);
    if (choice === 'personalizado') {
      setCustom(true);
      setFirst(value.period.firstDay);
      setLast(value.period.lastDay);
      return;
    }
    setCustom(false);
    const preset = PERIOD_PRESETS.find((p) => p.key === choice);
    if (preset) onChange({ choice: preset.key, period: presetPeriod(preset.key, clock) });
  };

  const apply = () => {
    const result = customPeriod(first, last);
    if (!result.ok) {
      setError(CUSTOM_PERIOD_MESSAGES[result.error]);
      return;
    }
    setError(undefined);
    onChange({ choice: 'personalizado', period: result.period });
  };

  return (
    <div className={styles.periodChooser} role="group" aria-label="Período do relatório">
      <SelectField
        name="periodo"
        label="Período"
        fieldClassName={styles.chooserItem}
        options={OPTIONS}
        value={custom ? 'personalizado' : value.choice}
        onChange={(event) => choose(event.target.value)}
      />
      {custom && (
        <>
          <DateField
            name="de"
            label="De"
            fieldClassName={styles.chooserItem}
            value={first}
            onChange={(event) => setFirst(event.target.value)}
            error={error}
          />
          <DateField
            name="ate"
            label="Até"
            fieldClassName={styles.chooserItem}
            value={last}
            onChange={(event) => setLast(event.target.value)}
          />
          <Button variant="secondary" className={styles.chooserButton} onClick={apply}>
            Aplicar
          </Button>
        </>
      )}
    </div>
  );
}
