import { useId, type ReactNode } from 'react';
import type { Period, RefundStates, SalesDay } from '@mare/domain';
import { BarChart, type ChartPoint } from '../components/BarChart/BarChart.tsx';
import { Money } from '../components/Money/Money.tsx';
import { StatCard } from '../components/StatCard/StatCard.tsx';
import { formatBRL } from '../components/format/format.ts';
import { REPORT_MESSAGES } from './report-request.ts';
import styles from './reports.module.css';

const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
const fullDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** "De 01/11/2026 a 30/11/2026", São Paulo days. */
export const periodText = (period: Period) =>
  period.firstDay === period.lastDay
    ? `Em ${fullDay(period.firstDay)} (horário de Brasília)`
    : `De ${fullDay(period.firstDay)} a ${fullDay(period.lastDay)} (horário de Brasília)`;

/** Sales by day as chart points; a line past a month of days, bars otherwise. */
export function DailyChart({
  title,
  days,
  pick,
  valueLabel,
  money = true,
}: {
  title: string;
  days: readonly SalesDay[];
  pick: (day: SalesDay) => number;
  valueLabel: string;
  money?: boolean;
}) {
  const data: ChartPoint[] = days.map((d) => ({
    label: dayMonth(d.day),
    description: fullDay(d.day),
    value: pick(d),
  }));
  return (
    <BarChart
      title={title}
      data={data}
      kind={data.length > 31 ? 'line' : 'bar'}
      valueLabel={valueLabel}
      {...(money ? { formatValue: formatBRL } : {})}
    />
  );
}

export interface Kpi {
  label: string;
  value: ReactNode;
  change?: number;
  higherIsBetter?: boolean;
}

/** A row of StatCards; skeletons while the first answer is on its way. */
export function KpiList({
  kpis,
  loading,
  comparedTo,
}: {
  kpis: readonly Kpi[];
  loading: boolean;
  comparedTo?: string;
}) {
  return (
    <ul className={styles.kpis} aria-label="Indicadores">
      {kpis.map((kpi) => (
        <li key={kpi.label}>
          <StatCard
            label={kpi.label}
            value={kpi.value}
            loading={loading}
            {...(kpi.change !== undefined ? { change: kpi.change } : {})}
            {...(comparedTo ? { comparedTo } : {})}
            {...(kpi.higherIsBetter === false ? { higherIsBetter: false } : {})}
          />
        </li>
      ))}
    </ul>
  );
}

const REFUND_STATES = [
  ['pending', 'pending_count', 'A enviar ao banco'],
  ['sent', 'sent_count', 'Enviados, em processamento'],
  ['done', null, 'Concluídos'],
  ['refused', 'refused_count', 'Recusados pelo banco'],
] as const;

const refundCount = (n: number) => (n === 1 ? '1 reembolso' : `${n} reembolsos`);

/**
 * Where the period's refunds are, to the centavo: pending, sent, done and refused add up to the
 * "Reembolsos" above (the database sums them: refund_states in the report).
 */
export function RefundStatesList({
  total,
  states,
  refusedNote,
}: {
  total: number;
  states: RefundStates;
  /** What the reader does about a refused refund (the admin's queue, or whom to ask). */
  refusedNote: ReactNode;
}) {
  const id = useId();
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 id={id} className={styles.blockTitle}>
        Reembolsos por situação
      </h2>
      <p className={styles.periodNote}>
        Onde estão os <Money cents={total} /> de reembolsos das vendas do período.
        {states.refused > 0 && <> {refusedNote}</>}
      </p>
      <ul className={styles.kpis} aria-label="Reembolsos por situação">
        {REFUND_STATES.map(([key, countKey, label]) => (
          <li key={key}>
            <StatCard
              label={
                countKey && states[countKey] > 0
                  ? `${label} (${refundCount(states[countKey])})`
                  : label
              }
              value={formatBRL(states[key])}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What a refused report says (no retry: asking again cannot change it). */
export const REPORT_FORBIDDEN = `${REPORT_MESSAGES.forbidden} Se precisar deles, fale com um administrador.`;

export const percent = (value: number | null) =>
  value === null ? '—' : `${value.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`;
