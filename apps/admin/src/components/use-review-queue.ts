import { useState } from 'react';
import { reviewFilterQuery } from './review-filters';
import type { ReviewFilterValues } from './review-filters';
import type { TableSort } from './ui/data-table';
import { FIRST_PAGE } from './ui/pagination';
import type { Paging } from './ui/pagination';

export interface ReviewQueueState<SortKey extends string, ActionKind extends string> {
  /** The list operation's query: paging, sort and the filters. */
  query: Paging & Partial<TableSort<SortKey>> & ReturnType<typeof reviewFilterQuery>;
  filters: ReviewFilterValues;
  /** New filters start again at page 1. */
  applyFilters: (next: ReviewFilterValues) => void;
  paging: Paging;
  setPaging: (paging: Paging) => void;
  sort: TableSort<SortKey> | undefined;
  setSort: (sort: TableSort<SortKey> | undefined) => void;
  /** The row whose drawer is open. */
  openId: number | null;
  setOpenId: (id: number | null) => void;
  /** The decision being confirmed on the open row. */
  action: ActionKind | null;
  setAction: (action: ActionKind | null) => void;
}

/** The state of one review queue: status and user filters, server paging and sorting, the open row and action. */
export function useReviewQueue<SortKey extends string, ActionKind extends string>(
  initialStatus: string,
): ReviewQueueState<SortKey, ActionKind> {
  const [filters, setFilters] = useState<ReviewFilterValues>({ status: initialStatus, userId: '' });
  const [paging, setPaging] = useState(FIRST_PAGE);
  const [sort, setSort] = useState<TableSort<SortKey>>();
  const [openId, setOpenId] = useState<number | null>(null);
  const [action, setAction] = useState<ActionKind | null>(null);
  return {
    query: { ...paging, ...sort, ...reviewFilterQuery(filters) },
    filters,
    applyFilters: (next) => {
      setFilters(next);
      setPaging((current) => ({ ...current, pageNo: 1 }));
    },
    paging,
    setPaging,
    sort,
    setSort,
    openId,
    setOpenId,
    action,
    setAction,
  };
}
