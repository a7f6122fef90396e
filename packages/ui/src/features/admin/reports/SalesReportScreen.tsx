import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import {
  REGION_NAMES,
  salesCsv,
  BOOKING_STATUS_LABELS,
  type RegionKey,
  type SaleLine,
  type SalesGroup,
  type SalesReport,
} from '@mare/domain';
import { Button } from '../../../components/Button/Button.tsx';
import { DataTable, type ColumnDef } from '../../../components/DataTable/DataTable.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { Money } from '../../../components/Money/Money.tsx';
import { Pagination } from '../../../components/Pagination/Pagination.tsx';
import { QueryGate } from '../../../components/QueryGate/QueryGate.tsx';
import { SelectField } from '../../../components/SelectField/SelectField.tsx';
import { formatBRL, formatDateTime } from '../../../components/format/format.ts';
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
  RefundStatesList,
  percent,
  periodText,
  type Kpi,
} from '../../../reports/report-parts.tsx';
import { REPORT_MESSAGES, downloadCsv } from '../../../reports/report-request.ts';
import {
  SALES_PAGE_SIZE,
  useFetchAllSales,
  useSalesBookings,
  useSalesReport,
  type SalesFilters,
} from '../api/index.ts';
import styles from '../../../reports/reports.module.css';
import { NoShowAction } from './NoShowAction.tsx';

type TourRow = SalesReport['by_tour'][number];
type OwnerRow = SalesReport['by_owner'][number];
type RegionRow = SalesReport['by_region'][number];

const money = <Row,>(key: keyof SalesGroup & keyof Row, header: string): ColumnDef<Row> => ({
  id: String(key),
  header,
  accessorFn: (row) => row[key],
  cell: (info) => <Money cents={Number(info.getValue())} />,
});
const groupColumns = <Row extends SalesGroup>(): ColumnDef<Row>[] => [
  { id: 'bookings', header: 'Reservas', accessorFn: (row) => row.bookings },
  money<Row>('gross', 'Bruto'),
  money<Row>('platform_fee', 'Taxa'),
  money<Row>('refunds', 'Reembolsos'),
  money<Row>('net', 'Líquido'),
  { id: 'cancellations', header: 'Cancelamentos', accessorFn: (row) => row.cancellations },
];

const tourColumns: ColumnDef<TourRow>[] = [
  { id: 'title', header: 'Passeio', accessorFn: (row) => row.title },
  { id: 'owner', header: 'Dono do barco', accessorFn: (row) => row.owner_name },
  ...groupColumns<TourRow>(),
];
const ownerColumns: ColumnDef<OwnerRow>[] = [
  { id: 'name', header: 'Dono do barco', accessorFn: (row) => row.name },
  ...groupColumns<OwnerRow>(),
];
const regionColumns: ColumnDef<RegionRow>[] = [
  { id: 'region', header: 'Região', accessorFn: (row) => REGION_NAMES[row.region] },
  ...groupColumns<RegionRow>(),
];
const saleColumns: ColumnDef<SaleLine>[] = [
  { id: 'code', header: 'Código', accessorFn: (row) => row.code, enableSorting: false },
  {
    id: 'sold_at',
    header: 'Vendida em',
    accessorFn: (row) => formatDateTime(new Date(row.sold_at)),
    enableSorting: false,
  },
  { id: 'tour', header: 'Passeio', accessorFn: (row) => row.tour_title, enableSorting: false },
  { id: 'buyer', header: 'Comprador', accessorFn: (row) => row.buyer_name, enableSorting: false },
  {
    id: 'status',
    header: 'Situação',
    accessorFn: (row) => BOOKING_STATUS_LABELS[row.status] ?? row.status,
    enableSorting: false,
  },
  ...(
    [
      ['gross', 'Bruto'],
      ['platform_fee', 'Taxa'],
      ['refunds', 'Reembolsos'],
      ['net', 'Líquido'],
    ] as const
  ).map(([key, header]): ColumnDef<SaleLine> => ({
    id: key,
    header,
    accessorFn: (row) => row[key],
    cell: (info) => <Money cents={Number(info.getValue())} />,
    enableSorting: false,
  })),
  {
    id: 'no_show',
    header: 'Embarque',
    cell: (info) => <NoShowAction line={info.row.original} />,
    enableSorting: false,
  },
];

const noSales = {
  title: 'Nenhuma venda no período',
  description: 'Escolha outro período ou tire os filtros.',
};
const ALL = '';

/** One breakdown of the report under its own heading. */
function Breakdown<Row>(props: {
  id: string;
  title: string;
  caption: string;
  columns: ColumnDef<Row>[];
  data: readonly Row[];
  rowId: (row: Row) => string;
}) {
  return (
    <section className={styles.block} aria-labelledby={props.id}>
      <h2 id={props.id} className={styles.blockTitle}>
        {props.title}
      </h2>
      <DataTable
        caption={props.caption}
        columns={props.columns}
        data={props.data}
        empty={noSales}
        getRowId={props.rowId}
        cardsBelow="60rem"
      />
    </section>
  );
}

/** The period's totals; zeros under the skeletons while the first answer comes. */
const salesKpis = (totals?: SalesReport['totals']): Kpi[] => [
  { label: 'Receita bruta', value: formatBRL(totals?.gross ?? 0) },
  { label: 'Taxa da plataforma', value: formatBRL(totals?.platform_fee ?? 0) },
  { label: 'Reembolsos', value: formatBRL(totals?.refunds ?? 0) },
  { label: 'Líquido (repasse aos donos)', value: formatBRL(totals?.net ?? 0) },
  { label: 'Reservas', value: String(totals?.bookings ?? 0) },
  { label: 'Ticket médio', value: formatBRL(totals?.average_ticket ?? 0) },
  { label: 'Cancelamentos', value: String(totals?.cancellations ?? 0) },
  { label: 'Ocupação', value: percent(totals?.occupancy_percent ?? null) },
];

/** Relatório de vendas: every figure comes from the database (admin_sales_report). */
export function SalesReportScreen() {
  const [chosen, setChosen] = useState<ChosenPeriod>(useInitialPeriod('este-mes'));
  const [filters, setFilters] = useState<SalesFilters>({});
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const report = useSalesReport(chosen.period, filters);
  // The choices of the filters: the period's tours and owners, unfiltered.
  const options = useSalesReport(chosen.period, {});
  const bookings = useSalesBookings(chosen.period, filters, page);
  const fetchAll = useFetchAllSales();

  const changePeriod = (next: ChosenPeriod) => {
    setChosen(next);
    setPage(1);
  };
  const changeFilter = (patch: SalesFilters) => {
    setFilters((current) => {
      const merged: SalesFilters = { ...current, ...patch };
      return Object.fromEntries(
        Object.entries(merged).filter(([, value]) => Boolean(value)),
      ) as SalesFilters;
    });
    setPage(1);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await fetchAll(chosen.period, filters);
      downloadCsv(
        `vendas-${chosen.period.firstDay}-a-${chosen.period.lastDay}.csv`,
        salesCsv(rows),
      );
      toast.success(`CSV exportado: ${rows.length} ${rows.length === 1 ? 'venda' : 'vendas'}.`);
    } catch {
      toast.error(REPORT_MESSAGES.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  const totals = report.data?.totals;
  return (
    <PageSection title="Relatório de vendas">
      <div className={styles.toolbar}>
        <PeriodChooser value={chosen} onChange={changePeriod} />
      </div>
      <p className={styles.periodNote}>{periodText(chosen.period)}</p>
      <div className={styles.toolbar} role="group" aria-label="Filtros">
        <div className={styles.periodChooser}>
          <SelectField
            name="passeio"
            label="Passeio"
            fieldClassName={styles.chooserItem}
            value={filters.tour ?? ALL}
            options={[
              { value: ALL, label: 'Todos os passeios' },
              ...(options.data?.by_tour ?? []).map((t) => ({ value: t.tour_id, label: t.title })),
            ]}
            onChange={(event) => changeFilter({ tour: event.target.value || undefined })}
          />
          <SelectField
            name="dono"
            label="Dono do barco"
            fieldClassName={styles.chooserItem}
            value={filters.owner ?? ALL}
            options={[
              { value: ALL, label: 'Todos os donos' },
              ...(options.data?.by_owner ?? []).map((o) => ({ value: o.owner_id, label: o.name })),
            ]}
            onChange={(event) => changeFilter({ owner: event.target.value || undefined })}
          />
          <SelectField
            name="regiao"
            label="Região"
            fieldClassName={styles.chooserItem}
            value={filters.region ?? ALL}
            options={[
              { value: ALL, label: 'Todas as regiões' },
              ...(Object.keys(REGION_NAMES) as RegionKey[]).map((key) => ({
                value: key,
                label: REGION_NAMES[key],
              })),
            ]}
            onChange={(event) =>
              changeFilter({ region: (event.target.value || undefined) as RegionKey | undefined })
            }
          />
        </div>
        <Button
          variant="secondary"
          busy={exporting}
          busyLabel="Gerando CSV..."
          onClick={() => void exportCsv()}
          disabled={!totals || totals.bookings === 0}
        >
          Exportar CSV
        </Button>
      </div>

      <QueryGate
        query={report}
        forbidden={REPORT_FORBIDDEN}
        loading={<KpiList loading kpis={salesKpis()} />}
      >
        {(data) => (
          <>
            <KpiList loading={false} kpis={salesKpis(data.totals)} />
            {data.totals.refunds > 0 && (
              <RefundStatesList
                total={data.totals.refunds}
                states={data.totals.refund_states}
                refusedNote={
                  <>
                    Os recusados estão em{' '}
                    <Link to={PATHS.adminPayments}>Pagamentos que precisam de atenção</Link>.
                  </>
                }
              />
            )}
            {data.totals.bookings === 0 ? (
              <EmptyState title={noSales.title} description={noSales.description} />
            ) : (
              <>
                <section className={styles.block} aria-labelledby="sales-chart">
                  <h2 id="sales-chart" className={styles.blockTitle}>
                    Receita por dia
                  </h2>
                  <DailyChart
                    title="Receita bruta por dia"
                    days={data.by_day}
                    pick={(d) => d.gross}
                    valueLabel="Receita bruta"
                  />
                </section>
                <Breakdown
                  id="by-tour"
                  title="Por passeio"
                  caption="Vendas por passeio"
                  columns={tourColumns}
                  data={data.by_tour}
                  rowId={(row) => row.tour_id}
                />
                <Breakdown
                  id="by-owner"
                  title="Por dono de barco"
                  caption="Vendas por dono de barco"
                  columns={ownerColumns}
                  data={data.by_owner}
                  rowId={(row) => row.owner_id}
                />
                <Breakdown
                  id="by-region"
                  title="Por região"
                  caption="Vendas por região"
                  columns={regionColumns}
                  data={data.by_region}
                  rowId={(row) => row.region}
                />
                <section className={styles.block} aria-labelledby="sales-list">
                  <h2 id="sales-list" className={styles.blockTitle}>
                    Reservas do período
                  </h2>
                  <QueryGate
                    variant="inline"
                    query={bookings}
                    forbidden={REPORT_FORBIDDEN}
                    loading={
                      <DataTable
                        caption="Reservas vendidas"
                        columns={saleColumns}
                        data={[]}
                        loading
                        empty={noSales}
                        pageSize={SALES_PAGE_SIZE}
                        getRowId={(row) => row.booking_id}
                        cardsBelow="60rem"
                      />
                    }
                  >
                    {(sales) => (
                      <>
                        <DataTable
                          caption={`Reservas vendidas (${sales.total})`}
                          columns={saleColumns}
                          data={sales.rows}
                          loading={false}
                          empty={noSales}
                          pageSize={SALES_PAGE_SIZE}
                          getRowId={(row) => row.booking_id}
                          cardsBelow="60rem"
                        />
                        <Pagination
                          label="Páginas das reservas"
                          page={page}
                          pageCount={Math.ceil(sales.total / SALES_PAGE_SIZE)}
                          onPageChange={setPage}
                        />
                      </>
                    )}
                  </QueryGate>
                </section>
              </>
            )}
          </>
        )}
      </QueryGate>
    </PageSection>
  );
}

export default SalesReportScreen;
