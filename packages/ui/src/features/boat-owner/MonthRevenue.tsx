import { StatCard } from '../../components/StatCard/index.ts';
import { formatBRL } from '../../components/format/index.ts';
import { PATHS } from '../../routes.ts';
import { percent } from '../../reports/report-parts.tsx';
import { Link } from 'react-router-dom';
import { useMonthRevenue } from './api/index.ts';
import { localDay } from './common.tsx';
import { QueryGate } from '../../components/QueryGate/QueryGate.tsx';
import styles from './boat-owner.module.css';

/** The São Paulo month of `now`, as [first instant, first instant of the next month). */
export function monthOf(now: Date): [string, string] {
  const [year = 0, month = 1] = localDay(now).split('-').map(Number);
  const start = Date.parse(`${year}-${String(month).padStart(2, '0')}-01T00:00:00-03:00`);
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  const end = Date.parse(`${nextYear}-${String(nextMonth).padStart(2, '0')}-01T00:00:00-03:00`);
  return [new Date(start).toISOString(), new Date(end).toISOString()];
}

/** This month's revenue on the Início page. */
export function MonthRevenue({ now }: { now: Date }) {
  const [from, to] = monthOf(now);
  const summary = useMonthRevenue(from, to);
  return (
    <section className={styles.fieldset} aria-labelledby="receita-mes">
      <h2 id="receita-mes" className={styles.sectionTitle}>
        Receita do mês
      </h2>
      <QueryGate query={summary} loadingLabel="Calculando a receita do mês...">
        {(s) => (
          <>
            <div className={styles.stats}>
              <StatCard label="Líquido" value={formatBRL(s.net)} />
              <StatCard label="Bruto" value={formatBRL(s.gross)} />
              <StatCard label="Reservas" value={String(s.bookings)} />
              <StatCard label="Ocupação" value={percent(s.occupancy_percent)} />
            </div>
            <Link to={PATHS.boatOwnerRevenue}>Ver a receita por período e por passeio</Link>
          </>
        )}
      </QueryGate>
    </section>
  );
}
