import { useQuery } from '@tanstack/react-query';
import { StatCard } from '../../components/StatCard/index.ts';
import { formatBRL } from '../../components/format/index.ts';
import { useAuth } from '../../auth/index.ts';
import { useBackend } from '../../backend/index.ts';
import { PATHS } from '../../routes.ts';
import { percent } from '../../reports/report-parts.tsx';
import { Link } from 'react-router-dom';
import { requestError } from './api.ts';
import { localDay } from './common.tsx';
import { QueryState } from '../../layout/QueryState.tsx';
import styles from './boat-owner.module.css';

/** What public.owner_revenue_summary answers: the owner's own figures, in centavos. */
interface RevenueSummary {
  gross: number;
  platform_fee: number;
  refunds: number;
  net: number;
  bookings: number;
  cancellations: number;
  /** Null when the month has no seats on sale (no departures yet). */
  occupancy_percent: number | null;
}

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
  const { supabase } = useBackend();
  const { user } = useAuth();
  const [from, to] = monthOf(now);
  const summary = useQuery({
    queryKey: ['boat-owner', user?.id, 'revenue', from, to],
    enabled: Boolean(user),
    queryFn: async (): Promise<RevenueSummary> => {
      const { data, error, status } = await supabase.rpc('owner_revenue_summary', {
        p_from: from,
        p_to: to,
      });
      if (error) throw requestError(error, status);
      return data as RevenueSummary;
    },
  });
  return (
    <section className={styles.fieldset} aria-labelledby="receita-mes">
      <h2 id="receita-mes">Receita do mês</h2>
      <QueryState query={summary} loadingLabel="Calculando a receita do mês...">
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
      </QueryState>
    </section>
  );
}
