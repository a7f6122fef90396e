import { useState } from 'react';
import { toast } from 'sonner';
import { ownerRevenueCsv, type OwnerRevenueReport } from '@mare/domain';
import { Button } from '../../../components/Button/Button.tsx';
import { DataTable, type ColumnDef } from '../../../components/DataTable/DataTable.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { Money } from '../../../components/Money/Money.tsx';
import { QueryGate } from '../../../components/QueryGate/QueryGate.tsx';
import { formatBRL } from '../../../components/format/format.ts';
import { PageSection } from '../../../dashboard/PageSection.tsx';
import {
  PeriodChooser,
  useInitialPeriod,
  type ChosenPeriod,
} from '../../../reports/PeriodChooser.tsx';
import {
  DailyChart,
  KpiList,
  REPORT_FORBIDDEN,
  RefundStatesList,
  percent,
  periodText,
  type Kpi,
} from '../../../reports/report-parts.tsx';
import { downloadCsv } from '../../../reports/report-request.ts';
import styles from '../../../reports/reports.module.css';
import { useOwnerRevenue } from '../api/index.ts';

type TourRow = OwnerRevenueReport['by_tour'][number];

const columns: ColumnDef<TourRow>[] = [
  { id: 'title', header: 'Passeio', accessorFn: (row) => row.title },
  { id: 'bookings', header: 'Reservas', accessorFn: (row) => row.bookings },
  {
    id: 'occupancy',
    header: 'Ocupação',
    accessorFn: (row) => row.occupancy_percent ?? -1,
    cell: (info) => percent(info.row.original.occupancy_percent),
  },
  ...(
    [
      ['gross', 'Bruto'],
      ['platform_fee', 'Taxa'],
      // Líquido is what is left of Bruto after Taxa and Reembolsos: the three are shown.
      ['refunds', 'Reembolsos'],
      ['net', 'Líquido'],
    ] as const
  ).map(([key, header]): ColumnDef<TourRow> => ({
    id: key,
    header,
    accessorFn: (row) => row[key],
    cell: (info) => <Money cents={Number(info.getValue())} />,
  })),
  { id: 'cancellations', header: 'Cancelamentos', accessorFn: (row) => row.cancellations },
];

/** The summary's figures; zeros under the skeletons while the first answer comes. */
const revenueKpis = (s?: OwnerRevenueReport['summary']): Kpi[] => [
  { label: 'Receita bruta', value: formatBRL(s?.gross ?? 0) },
  { label: 'Taxa da plataforma', value: formatBRL(s?.platform_fee ?? 0) },
  { label: 'Reembolsos', value: formatBRL(s?.refunds ?? 0) },
  { label: 'Líquido a receber', value: formatBRL(s?.net ?? 0) },
  { label: 'Reservas', value: String(s?.bookings ?? 0) },
  { label: 'Ocupação', value: percent(s?.occupancy_percent ?? null) },
  { label: 'Cancelamentos', value: String(s?.cancellations ?? 0) },
];

/**
 * Receita: the boat owner's gross, platform fee, net, bookings, occupancy and cancellations over
 * a period, by day and by tour — all computed by the database (owner_revenue_report).
 */
export function BoatOwnerRevenueScreen() {
  const [chosen, setChosen] = useState<ChosenPeriod>(useInitialPeriod('este-mes'));
  const revenue = useOwnerRevenue(chosen.period);
  const report = revenue.data;

  const exportCsv = () => {
    if (!report) return;
    downloadCsv(
      `receita-${chosen.period.firstDay}-a-${chosen.period.lastDay}.csv`,
      ownerRevenueCsv(report),
    );
    toast.success('CSV da receita exportado.');
  };

  return (
    <PageSection title="Receita">
      <div className={styles.toolbar}>
        <PeriodChooser value={chosen} onChange={setChosen} />
        <Button
          variant="secondary"
          onClick={exportCsv}
          disabled={!report || report.by_tour.length === 0}
        >
          Exportar CSV
        </Button>
      </div>
      <p className={styles.periodNote}>{periodText(chosen.period)}</p>
      <QueryGate
        query={revenue}
        forbidden={REPORT_FORBIDDEN}
        loading={<KpiList loading kpis={revenueKpis()} />}
      >
        {(data) => (
          <>
            <KpiList loading={false} kpis={revenueKpis(data.summary)} />
            {data.summary.refunds > 0 && (
              <RefundStatesList
                total={data.summary.refunds}
                states={data.summary.refund_states}
                refusedNote="A equipe da Maré fala com os compradores dos recusados e devolve por outro Pix."
              />
            )}
            {data.by_tour.length === 0 ? (
              <EmptyState
                title="Nenhuma venda nem saída no período"
                description="Quando seus passeios venderem, a receita aparece aqui."
              />
            ) : (
              <>
                <section className={styles.block} aria-labelledby="revenue-chart">
                  <h2 id="revenue-chart" className={styles.blockTitle}>
                    Receita por dia
                  </h2>
                  <DailyChart
                    title="Receita líquida por dia"
                    days={data.by_day}
                    pick={(d) => d.net}
                    valueLabel="Líquido"
                  />
                </section>
                <section className={styles.block} aria-labelledby="revenue-by-tour">
                  <h2 id="revenue-by-tour" className={styles.blockTitle}>
                    Por passeio
                  </h2>
                  <DataTable
                    caption="Receita por passeio"
                    columns={columns}
                    data={data.by_tour}
                    empty={{ title: 'Nenhum passeio com vendas no período' }}
                    getRowId={(row) => row.tour_id}
                    initialSorting={[{ id: 'gross', desc: true }]}
                  />
                </section>
              </>
            )}
          </>
        )}
      </QueryGate>
    </PageSection>
  );
}

export default BoatOwnerRevenueScreen;
