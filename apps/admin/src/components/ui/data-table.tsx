import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from './pagination';
import type { Paging } from './pagination';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { nextSort, SortableHeader } from './sortable-header';
import type { TableSort } from './sortable-header';

export type { TableSort } from './sortable-header';

export interface Column<Row, SortKey extends string = string> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned in left-to-right text (amounts). */
  isNumeric?: boolean;
  /** The server's `sortBy` name for this column: its header then sorts the table (needs `onSortChange`). */
  sortKey?: SortKey;
}

interface DataTableProps<Row, SortKey extends string = string> {
  caption: string;
  columns: readonly Column<Row, SortKey>[];
  query: UseQueryResult<{ list: Row[]; total: number }>;
  rowKey: (row: Row) => string | number;
  /** Opens a row's detail drawer; adds a "Details" button named after `rowLabel`. */
  onOpen?: (row: Row) => void;
  rowLabel?: (row: Row) => string;
  /** Server paging; omit for an unpaged list. */
  paging?: Paging;
  onPagingChange?: (paging: Paging) => void;
  /** Server sorting: the current order (none: the list's own) and where a header click sends the next one. */
  sort?: TableSort<SortKey>;
  onSortChange?: (sort: TableSort<SortKey> | undefined) => void;
  emptyMessage?: string;
}

/** A server-paged, optionally server-sorted table with its loading, error and empty states. */
export function DataTable<Row, SortKey extends string = string>(props: DataTableProps<Row, SortKey>) {
  const { t } = useTranslation();
  const { caption, columns, query, rowKey, onOpen, rowLabel, paging, onPagingChange, sort, onSortChange } =
    props;
  /** A new order starts again at page 1: the old page number means nothing in it. */
  const sortBy = (sortKey: SortKey) => {
    onSortChange?.(nextSort(sort, sortKey));
    if (paging && onPagingChange) onPagingChange({ ...paging, pageNo: 1 });
  };
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  const { list, total } = query.data;
  return (
    <div className="flex flex-col gap-3">
      {list.length === 0 ? (
        <EmptyState message={props.emptyMessage} />
      ) : (
        <div className="overflow-x-auto rounded-lg border border-border bg-surface-raised">
          <table className="w-full text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-surface-sunken text-xs text-muted uppercase">
              <tr>
                {columns.map((column) => {
                  const { sortKey } = column;
                  if (sortKey !== undefined && onSortChange)
                    return (
                      <SortableHeader
                        key={column.key}
                        header={column.header}
                        isNumeric={column.isNumeric}
                        sortOrder={sort?.sortBy === sortKey ? sort.sortOrder : undefined}
                        onSort={() => sortBy(sortKey)}
                      />
                    );
                  return (
                    <th
                      key={column.key}
                      scope="col"
                      className={`px-3 py-2 font-medium ${column.isNumeric ? 'text-end' : 'text-start'}`}
                    >
                      {column.header}
                    </th>
                  );
                })}
                {onOpen ? (
                  <th scope="col" className="px-3 py-2">
                    <span className="sr-only">{t('common.details')}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {list.map((row) => (
                <tr key={rowKey(row)} className="border-t border-border hover:bg-surface-sunken/60">
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={`px-3 py-2 align-middle ${column.isNumeric ? 'text-end tabular-nums' : ''}`}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                  {onOpen ? (
                    <td className="px-3 py-2 text-end">
                      <button
                        type="button"
                        className="rounded px-2 py-1 text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand"
                        aria-label={t('common.detailsOf', { name: rowLabel?.(row) ?? String(rowKey(row)) })}
                        onClick={() => onOpen(row)}
                      >
                        {t('common.details')}
                      </button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {paging && onPagingChange ? (
        <Pagination paging={paging} total={total} onChange={onPagingChange} isFetching={query.isFetching} />
      ) : null}
    </div>
  );
}
