import type { SortOrder } from '@exchange/contracts/http/admin/sorting';

/** A list's server-side order: one of the `sortBy` names its operation allows, and the direction. */
export interface TableSort<SortKey extends string = string> {
  sortBy: SortKey;
  sortOrder: SortOrder;
}

/**
 * The order after a click on the header of `sortKey`: a new column starts ascending, ascending turns descending,
 * and descending goes back to the list's own order (a review queue's oldest-waiting-first).
 */
export function nextSort<SortKey extends string>(
  current: TableSort<SortKey> | undefined,
  sortKey: SortKey,
): TableSort<SortKey> | undefined {
  if (current?.sortBy !== sortKey) return { sortBy: sortKey, sortOrder: 'asc' };
  return current.sortOrder === 'asc' ? { sortBy: sortKey, sortOrder: 'desc' } : undefined;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const ARROW = { asc: '▲', desc: '▼' } as const;

interface SortableHeaderProps {
  header: string;
  /** This column's order, when the table is sorted by it. */
  sortOrder: SortOrder | undefined;
  isNumeric: boolean | undefined;
  onSort: () => void;
}

/** A column header that sorts the table: a button (Enter and Space work) inside a `th` carrying `aria-sort`. */
export function SortableHeader({ header, sortOrder, isNumeric, onSort }: SortableHeaderProps) {
  return (
    <th
      scope="col"
      aria-sort={sortOrder ? ARIA_SORT[sortOrder] : 'none'}
      className={`px-3 py-2 font-medium ${isNumeric ? 'text-end' : 'text-start'}`}
    >
      <button
        type="button"
        className="inline-flex items-center gap-1 rounded uppercase hover:text-text focus-visible:outline-2 focus-visible:outline-brand"
        onClick={onSort}
      >
        {header}
        <span aria-hidden="true" className={sortOrder ? 'text-brand' : 'opacity-40'}>
          {sortOrder ? ARROW[sortOrder] : '↕'}
        </span>
      </button>
    </th>
  );
}
