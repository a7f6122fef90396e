import { useMemo, useState, type ReactNode } from 'react';
import {
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { Pagination } from '../Pagination/Pagination.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import styles from './DataTable.module.css';

export type { ColumnDef } from '@tanstack/react-table';

export interface DataTableProps<Row> {
  /** Says what the table lists; every table has one. */
  caption: string;
  columns: ColumnDef<Row, never>[] | ColumnDef<Row>[];
  data: readonly Row[];
  loading?: boolean;
  /** Shown instead of the table when there are no rows. */
  empty: { title: string; description?: ReactNode; action?: ReactNode };
  pageSize?: number;
  initialSorting?: SortingState;
  getRowId?: (row: Row) => string;
  /**
   * Where the table is narrower than 40rem (a phone): `cards` (the default) lays each row out as
   * a card of label and value, so nothing scrolls sideways; `scroll` keeps the grid and scrolls.
   */
  narrow?: 'cards' | 'scroll';
  /**
   * Below which container width the rows become cards: `40rem` (a phone) by default; `60rem` for
   * a table whose columns cannot all fit a desktop content column (its amounts and words whole).
   */
  cardsBelow?: '40rem' | '60rem';
}

const SORT_WORD = { asc: 'ascending', desc: 'descending' } as const;

/** A column's name for its label in a card: its header when written, else its id. */
const columnLabel = <Row,>(column: { id: string; columnDef: ColumnDef<Row> }) =>
  typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id;

/**
 * A sortable, paged table (TanStack Table). Headers are buttons that say how the column is sorted;
 * while loading, skeleton rows keep the layout; with no rows, an EmptyState says what to do.
 * On a narrow container each row becomes a card (its first cell the card's title, the others
 * labelled by their column), and the sort buttons wrap above the cards.
 */
export function DataTable<Row>({
  caption,
  columns,
  data,
  loading = false,
  empty,
  pageSize = 10,
  initialSorting = [],
  getRowId,
  narrow = 'cards',
  cardsBelow = '40rem',
}: DataTableProps<Row>) {
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize });
  // TanStack Table takes a mutable array; the rows handed in are read-only (query data), so it
  // gets its own copy, made again only when the rows change.
  const rows = useMemo(() => [...data], [data]);
  // The table's state lives here and nothing memoized reads the table, so the compiler's skip is fine.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<Row>({
    data: rows,
    columns: columns as ColumnDef<Row>[],
    state: { sorting, pagination },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    ...(getRowId ? { getRowId: (row: Row) => getRowId(row) } : {}),
  });

  if (!loading && data.length === 0) {
    return (
      <section aria-label={caption}>
        <EmptyState
          headingLevel={3}
          title={empty.title}
          description={empty.description}
          action={empty.action}
        />
      </section>
    );
  }

  const leafColumns = table.getVisibleLeafColumns();
  return (
    <div
      className={[
        styles.wrap,
        narrow === 'cards' ? styles.cards : null,
        narrow === 'cards' && cardsBelow === '60rem' ? styles.wideCards : null,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too (axe's
          scrollable-region-focusable); a named region says what the stop is. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.scroller} tabIndex={0} role="region" aria-label={caption}>
        {/* As cards the rows are blocks, which drops a table's semantics in some browsers: the
            explicit roles keep them. */}
        {/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
        <table className={styles.table} role="table" aria-busy={loading || undefined}>
          <caption className={styles.caption}>
            {caption}
            {loading && <VisuallyHidden> (carregando...)</VisuallyHidden>}
          </caption>
          <thead className={styles.head} role="rowgroup">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} className={styles.headRow} role="row">
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const content = flexRender(header.column.columnDef.header, header.getContext());
                  const sortable = header.column.getCanSort() && !loading;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      role="columnheader"
                      className={[styles.headCell, sortable ? null : styles.staticHead]
                        .filter(Boolean)
                        .join(' ')}
                      aria-sort={sorted ? SORT_WORD[sorted] : undefined}
                    >
                      {sortable ? (
                        <button
                          type="button"
                          className={styles.sort}
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {content}
                          <span aria-hidden="true">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className={styles.body} role="rowgroup">
            {loading
              ? Array.from({ length: Math.min(pageSize, 3) }, (_, index) => (
                  <tr key={index} className={styles.row} role="row">
                    {leafColumns.map((column) => (
                      <td
                        key={column.id}
                        className={styles.cell}
                        role="cell"
                        data-label={columnLabel(column)}
                      >
                        <Skeleton />
                      </td>
                    ))}
                  </tr>
                ))
              : table.getRowModel().rows.map((row) => (
                  <tr key={row.id} className={styles.row} role="row">
                    {row.getVisibleCells().map((cell) => (
                      <td
                        key={cell.id}
                        className={styles.cell}
                        role="cell"
                        data-label={columnLabel(cell.column)}
                      >
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    ))}
                  </tr>
                ))}
          </tbody>
        </table>
        {/* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
      </div>
      {!loading && (
        <div className={styles.pager}>
          <Pagination
            label={`Páginas de ${caption}`}
            page={pagination.pageIndex + 1}
            pageCount={table.getPageCount()}
            onPageChange={(page) => table.setPageIndex(page - 1)}
          />
        </div>
      )}
    </div>
  );
}
