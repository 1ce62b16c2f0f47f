import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';

/** A staff list's `sortBy` / `sortOrder` query (packages/contracts `sortQueryShape`). */
export interface SortQuery<Name extends string> {
  sortBy?: Name | undefined;
  sortOrder?: 'asc' | 'desc' | undefined;
}

/**
 * The ORDER BY of a sortable list: the column `sortBy` names, looked up in the list's own map (the raw string never
 * reaches SQL), then `id` in the same direction so rows with equal values page stably. Without `sortBy`, the list's
 * default order.
 */
export const sortOrderBy = <Name extends string>(
  columns: Record<Name, AnyColumn>,
  id: AnyColumn,
  query: SortQuery<Name>,
  defaultOrder: readonly SQL[],
): SQL[] => {
  if (query.sortBy === undefined) return [...defaultOrder];
  const direction = query.sortOrder === 'desc' ? desc : asc;
  const column = columns[query.sortBy];
  return column === id ? [direction(id)] : [direction(column), direction(id)];
};
