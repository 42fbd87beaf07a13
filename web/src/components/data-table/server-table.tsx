import {
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type TableOptions,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { cn, formatNumber } from '@/lib/utils.ts';

/** A table the server pages and sorts: it holds one page, in the server's order, and asks for others. */
export const serverTableFeatures = tableFeatures({ rowSortingFeature, rowPaginationFeature });
export type ServerTableFeatures = typeof serverTableFeatures;

export interface ServerPage<TData> {
  rows: TData[];
  total: number;
  /** the server counted no further than `total`: there are more */
  totalCapped?: boolean;
  /** from 1 */
  page: number;
  pageSize: number;
}

export function useServerTable<TData extends RowData>({
  columns,
  data,
  getRowId,
  sorting,
  onSortingChange,
}: {
  /** `createColumnHelper<ServerTableFeatures, TData>().columns([...])` */
  columns: TableOptions<ServerTableFeatures, TData>['columns'];
  data: ServerPage<TData>;
  getRowId: (row: TData) => string;
  /** the server's sort as the table's (one column at most) */
  sorting: SortingState;
  onSortingChange: (column: string, desc: boolean) => void;
}) {
  return useTable({
    features: serverTableFeatures,
    columns,
    data: data.rows,
    getRowId,
    manualSorting: true,
    manualPagination: true,
    rowCount: data.total,
    enableMultiSort: false,
    enableSortingRemoval: false,
    state: { sorting, pagination: { pageIndex: data.page - 1, pageSize: data.pageSize } },
    onSortingChange: (updater: Updater<SortingState>) => {
      const [next] = typeof updater === 'function' ? updater(sorting) : updater;
      if (next) onSortingChange(next.id, next.desc);
    },
  });
}

type ServerTable<TData extends RowData> = ReturnType<typeof useServerTable<TData>>;

/**
 * The page as a table (sortable headers are buttons, `aria-sort` says the order) from `md` up, and as
 * one card per row on phones when `card` is given (else the table scrolls sideways within the page).
 */
export function ServerTableView<TData extends RowData>({
  table,
  label,
  busy,
  card,
  cellClassName,
  align = 'top',
  compact = false,
}: {
  table: ServerTable<TData>;
  label: string;
  busy?: boolean;
  /** where a row's cells sit when one is taller (a photo): at the top, or the middle */
  align?: 'top' | 'middle';
  /** narrower cell padding, for a table with many columns */
  compact?: boolean;
  card?: (row: TData) => ReactNode;
  cellClassName?: (columnId: string) => string | undefined;
}) {
  const rows = table.getRowModel().rows;
  const padding = compact ? 'px-2.5 py-3' : 'px-3 py-3';
  return (
    <div aria-busy={busy} className={cn('motion-safe:transition-opacity', busy && 'opacity-60')}>
      <div className={cn('overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm', card && 'hidden md:block')}>
        <table className="w-full text-left text-sm" aria-label={label}>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                      className={cn(padding, 'whitespace-nowrap', cellClassName?.(header.column.id))}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                        >
                          <table.FlexRender header={header} />
                          {sorted === 'asc' ? (
                            <ArrowUp className="size-3.5" aria-hidden="true" />
                          ) : sorted === 'desc' ? (
                            <ArrowDown className="size-3.5" aria-hidden="true" />
                          ) : (
                            <ArrowUpDown className="size-3.5 text-slate-400" aria-hidden="true" />
                          )}
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.id} className={cn('hover:bg-slate-50/60', align === 'top' ? 'align-top' : 'align-middle')}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className={cn(padding, 'text-slate-700', cellClassName?.(cell.column.id))}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {card ? (
        <ul className="space-y-3 md:hidden" aria-label={label}>
          {rows.map((row) => (
            <li key={row.id} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
              {card(row.original)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** "26–50 of 1,204 accounts" (or "of more than 1,000" where the server stopped counting) with previous and next buttons. */
export function ServerPager({ data, noun, onPage }: { data: ServerPage<unknown>; noun: [string, string]; onPage: (page: number) => void }) {
  const pageCount = Math.max(1, Math.ceil(data.total / data.pageSize));
  const first = (data.page - 1) * data.pageSize + 1;
  const last = first + data.rows.length - 1;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600" aria-live="polite">
        {data.rows.length > 0
          ? `${formatNumber(first)}–${formatNumber(last)} of ${data.totalCapped ? 'more than ' : ''}${formatNumber(data.total)} ${data.total === 1 ? noun[0] : noun[1]}`
          : `No ${noun[1]} match.`}
      </p>
      {pageCount > 1 ? (
        <div className="flex gap-2">
          <Button variant="secondary" disabled={data.page <= 1} onClick={() => onPage(data.page - 1)}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Previous
          </Button>
          <Button variant="secondary" disabled={data.page >= pageCount} onClick={() => onPage(data.page + 1)}>
            Next
            <ArrowRight className="size-4" aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </div>
  );
}
