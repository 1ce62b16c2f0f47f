import { z } from 'zod';

/**
 * Server-side sorting of the staff lists. Each list names the few columns it can be sorted by; `sortBy` is one of
 * them (anything else is a 400 naming `sortBy`) and the server maps each name to a column — never the raw string.
 * Without `sortBy` a list keeps its own order (the real-name queue: oldest waiting first); `sortOrder` defaults to
 * `asc`. The row id always breaks ties, so paging is stable.
 */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export const sortOrderSchema = z.enum(SORT_ORDERS);
export type SortOrder = z.infer<typeof sortOrderSchema>;

/** The query fields `sortBy` and `sortOrder` of a list sortable by `columns`. */
export const sortQueryShape = <const Column extends string>(columns: readonly [Column, ...Column[]]) => ({
  sortBy: z.enum(columns).optional(),
  sortOrder: sortOrderSchema.optional(),
});

export const RECHARGE_SORT_COLUMNS = ['id', 'userId', 'amount', 'status', 'createdAt'] as const;
export const WITHDRAWAL_SORT_COLUMNS = ['id', 'userId', 'amount', 'status', 'createdAt'] as const;
export const STAFF_SORT_COLUMNS = ['id', 'username', 'role', 'status', 'createdAt'] as const;
export const AUDIT_SORT_COLUMNS = ['id', 'createdAt', 'staffId', 'action', 'status'] as const;
export const USER_SORT_COLUMNS = ['id', 'nickname', 'status', 'realNameStatus', 'createdAt'] as const;
export const REAL_NAME_SORT_COLUMNS = ['id', 'userId', 'status', 'createdAt'] as const;
export const CORRECTION_SORT_COLUMNS = ['id', 'userId', 'amount', 'status', 'createdAt'] as const;
