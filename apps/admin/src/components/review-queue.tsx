import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ReviewFilters } from './review-filters';
import { DataTable } from './ui/data-table';
import type { Column } from './ui/data-table';
import { PageHeader } from './ui/page-header';
import type { ReviewQueueState } from './use-review-queue';

interface ReviewQueueProps<Row extends { id: number }, SortKey extends string, ActionKind extends string> {
  /** The page title, also the table's caption. */
  title: string;
  queue: ReviewQueueState<SortKey, ActionKind>;
  page: UseQueryResult<{ list: Row[]; total: number }>;
  columns: Column<Row, SortKey>[];
  /** Names a row's "Details of …" button. */
  rowLabel: (row: Row) => string;
  /** Defaults to the deposit and withdrawal statuses. */
  statusOptions?: { value: string; label: string }[];
  /** Buttons beside the filters (e.g. a proposal). */
  headerActions?: ReactNode;
  renderDrawer: (row: Row, onAction: (kind: ActionKind) => void, onClose: () => void) => ReactNode;
  renderActionDialog: (row: Row, kind: ActionKind, onClose: () => void, onDone: () => void) => ReactNode;
}

/**
 * A review queue: filters in the header, the server-paged and sorted table, the open row's drawer and the confirm
 * dialog of the action chosen in it. A finished action closes both (the row has left the waiting state).
 */
export function ReviewQueue<Row extends { id: number }, SortKey extends string, ActionKind extends string>(
  props: ReviewQueueProps<Row, SortKey, ActionKind>,
) {
  const { title, queue, page, columns, rowLabel, statusOptions, headerActions } = props;
  const open = page.data?.list.find((row) => row.id === queue.openId) ?? null;
  return (
    <>
      <PageHeader title={title}>
        <ReviewFilters value={queue.filters} statusOptions={statusOptions} onChange={queue.applyFilters} />
        {headerActions}
      </PageHeader>
      <DataTable
        caption={title}
        columns={columns}
        query={page}
        rowKey={(row) => row.id}
        rowLabel={rowLabel}
        onOpen={(row) => queue.setOpenId(row.id)}
        paging={queue.paging}
        onPagingChange={queue.setPaging}
        sort={queue.sort}
        onSortChange={queue.setSort}
      />
      {open ? props.renderDrawer(open, queue.setAction, () => queue.setOpenId(null)) : null}
      {open && queue.action
        ? props.renderActionDialog(
            open,
            queue.action,
            () => queue.setAction(null),
            () => {
              queue.setAction(null);
              queue.setOpenId(null);
            },
          )
        : null}
    </>
  );
}
