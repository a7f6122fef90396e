import { useState } from 'react';
import { Link } from 'react-router-dom';
import { auditSentence, percentChange, type AdminDashboard, type AdminKpis } from '@mare/domain';
import { Card } from '../../../components/Card/Card.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { QueryGate } from '../../../components/QueryGate/QueryGate.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { DateTime } from '../../../components/DateTime/DateTime.tsx';
import { formatBRL } from '../../../components/format/format.ts';
import { PageSection } from '../../../dashboard/PageSection.tsx';
import { PATHS } from '../../../routes.ts';
import {
  PeriodChooser,
  useInitialPeriod,
  type ChosenPeriod,
} from '../../../reports/PeriodChooser.tsx';
import {
  DailyChart,
  KpiList,
  REPORT_FORBIDDEN,
  percent,
  periodText,
  type Kpi,
} from '../../../reports/report-parts.tsx';
import { useAdminDashboard, usePaymentIssues, useRecentAudit } from '../api/index.ts';
import styles from '../../../reports/reports.module.css';

const change = (
  current: AdminKpis | undefined,
  previous: AdminKpis | undefined,
  key: keyof AdminKpis,
) => {
  const a = current?.[key];
  const b = previous?.[key];
  return typeof a === 'number' && typeof b === 'number' ? percentChange(a, b) : undefined;
};

function LatestAudit() {
  return (
    <QueryGate
      variant="inline"
      query={useRecentAudit()}
      forbidden={REPORT_FORBIDDEN}
      loadingLabel="Carregando os últimos registros..."
      loading={
        <>
          <Skeleton width="100%" height="3em" />
          <Skeleton width="100%" height="3em" />
        </>
      }
    >
      {(entries) =>
        entries.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title="Nenhum registro de auditoria ainda"
            description="As ações dos administradores e as operações com dinheiro aparecem aqui."
          />
        ) : (
          <ol className={styles.auditList} aria-label="Últimos registros de auditoria">
            {entries.map((entry) => {
              const { text, detail } = auditSentence(entry);
              return (
                <li key={entry.id} className={styles.auditItem}>
                  <span className={styles.auditText}>{text}</span>
                  {detail && <span>{detail}</span>}
                  <span className={styles.auditMeta}>
                    <DateTime value={entry.created_at} />
                  </span>
                </li>
              );
            })}
          </ol>
        )
      }
    </QueryGate>
  );
}

/** How many payments wait for the admin, with the way to them. */
function PaymentsNeedingAttention() {
  return (
    <QueryGate
      variant="inline"
      query={usePaymentIssues('open')}
      forbidden={REPORT_FORBIDDEN}
      loadingLabel="Carregando os pagamentos..."
      loading={<Skeleton width="100%" height="1.5em" />}
    >
      {(issues) => (
        <p className={styles.attention}>
          {issues.length === 0
            ? 'Nenhum pagamento precisa de atenção.'
            : issues.length === 1
              ? '1 pagamento precisa de atenção.'
              : `${issues.length} pagamentos precisam de atenção.`}{' '}
          <Link to={PATHS.adminPayments}>
            {issues.length === 0 ? 'Ver os resolvidos' : 'Ver o que fazer'}
          </Link>
        </p>
      )}
    </QueryGate>
  );
}

/** The period's figures against the period before; zeros under the skeletons while loading. */
const dashboardKpis = (data?: AdminDashboard): Kpi[] => {
  const now = data?.current;
  const before = data?.previous;
  return [
    {
      label: 'Receita bruta',
      value: formatBRL(now?.gross ?? 0),
      change: change(now, before, 'gross'),
    },
    {
      label: 'Reservas',
      value: String(now?.bookings ?? 0),
      change: change(now, before, 'bookings'),
    },
    {
      label: 'Ticket médio',
      value: formatBRL(now?.average_ticket ?? 0),
      change: change(now, before, 'average_ticket'),
    },
    {
      label: 'Cancelamentos',
      value: String(now?.cancellations ?? 0),
      change: change(now, before, 'cancellations'),
      higherIsBetter: false,
    },
    {
      label: 'Reembolsos',
      value: formatBRL(now?.refunds ?? 0),
      change: change(now, before, 'refunds'),
      higherIsBetter: false,
    },
    {
      label: 'Ocupação',
      value: percent(now?.occupancy_percent ?? null),
      change:
        now?.occupancy_percent != null && before?.occupancy_percent != null
          ? percentChange(now.occupancy_percent, before.occupancy_percent)
          : undefined,
    },
    {
      label: 'Novos usuários',
      value: String(now?.new_users ?? 0),
      change: change(now, before, 'new_users'),
    },
    { label: 'Passeios aguardando revisão', value: String(data?.tours_in_review ?? 0) },
    {
      label: 'Donos de barco aguardando verificação',
      value: String(data?.boat_owners_pending ?? 0),
    },
  ];
};

/** Painel: the marketplace's KPIs against the period before, computed by admin_dashboard. */
export function AdminDashboardScreen() {
  const [chosen, setChosen] = useState<ChosenPeriod>(useInitialPeriod('30-dias'));
  const dashboard = useAdminDashboard(chosen.period);
  return (
    <PageSection title="Painel administrativo">
      <div className={styles.toolbar}>
        <PeriodChooser value={chosen} onChange={setChosen} />
      </div>
      <p className={styles.periodNote}>{periodText(chosen.period)}</p>
      <QueryGate
        query={dashboard}
        forbidden={REPORT_FORBIDDEN}
        loading={
          <KpiList kpis={dashboardKpis()} loading comparedTo="em relação ao período anterior" />
        }
      >
        {(data) => (
          <>
            <KpiList
              kpis={dashboardKpis(data)}
              loading={false}
              comparedTo="em relação ao período anterior"
            />
            <section className={styles.block} aria-labelledby="dashboard-chart">
              <h2 id="dashboard-chart" className={styles.blockTitle}>
                Receita por dia
              </h2>
              <DailyChart
                title="Receita bruta por dia"
                days={data.by_day}
                pick={(d) => d.gross}
                valueLabel="Receita bruta"
              />
            </section>
          </>
        )}
      </QueryGate>
      <section className={styles.block} aria-labelledby="dashboard-payments">
        <h2 id="dashboard-payments" className={styles.blockTitle}>
          Pagamentos que precisam de atenção
        </h2>
        <Card>
          <PaymentsNeedingAttention />
        </Card>
      </section>
      <section className={styles.block} aria-labelledby="dashboard-audit">
        <h2 id="dashboard-audit" className={styles.blockTitle}>
          Últimas ações registradas
        </h2>
        <Card>
          <LatestAudit />
        </Card>
      </section>
    </PageSection>
  );
}

export default AdminDashboardScreen;
