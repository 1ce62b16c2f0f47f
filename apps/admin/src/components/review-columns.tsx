import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import type { Column } from './ui/data-table';

interface ReviewRow {
  userId: number;
  status: number;
  createdAt: number;
}

/**
 * The columns every review queue shares, each sorted on the server: the user, the status (as `statusCell` shows
 * it) and the creation time. Screens put their own columns between them.
 */
export function useReviewColumns<Row extends ReviewRow>(statusCell: (row: Row) => ReactNode) {
  const { t } = useTranslation();
  const user: Column<Row, 'userId'> = {
    key: 'user',
    sortKey: 'userId',
    header: t('columns.userId'),
    cell: (row) => row.userId,
  };
  const status: Column<Row, 'status'> = {
    key: 'status',
    sortKey: 'status',
    header: t('columns.status'),
    cell: statusCell,
  };
  const created: Column<Row, 'createdAt'> = {
    key: 'created',
    sortKey: 'createdAt',
    header: t('columns.createdAt'),
    cell: (row) => formatDateTime(row.createdAt),
  };
  return { user, status, created };
}

/** An amount with its coin, sorted on the server by `amount`. */
export function amountColumn<Row>(header: string, text: (row: Row) => string): Column<Row, 'amount'> {
  return { key: 'amount', sortKey: 'amount', header, cell: text, isNumeric: true };
}
