import type { NoticeCategory } from '@exchange/contracts/http/notice/index';

export type { NoticeCategory };

/**
 * The contract's categories (1 system … 7 C2C), kept here as constants so the screens' chunk carries no zod;
 * `satisfies` checks them at compile time and notice-categories.test.ts against the contract's values.
 */
export const NOTICE_CATEGORY_NAMES = {
  1: 'system',
  2: 'funds',
  3: 'trading',
  4: 'account',
  5: 'activity',
  6: 'finance',
  7: 'c2c',
} as const satisfies Record<NoticeCategory, string>;
export type NoticeCategoryName = (typeof NOTICE_CATEGORY_NAMES)[NoticeCategory];

export const NOTICE_CATEGORIES = [1, 2, 3, 4, 5, 6, 7] as const satisfies readonly NoticeCategory[];
/** The categories `/message/order` lists (the contract's ORDER_NOTICE_CATEGORIES: trading, finance, C2C). */
export const ORDER_NOTICE_CATEGORIES = [3, 6, 7] as const satisfies readonly NoticeCategory[];
export const SYSTEM_NOTICE_CATEGORY = 1 satisfies NoticeCategory;

/** Which messages a list shows: all of them, one category, or the order categories. */
export type NoticeFilter =
  { kind: 'all' } | { kind: 'category'; category: NoticeCategory } | { kind: 'orders' };

export const isNoticeCategory = (value: number): value is NoticeCategory =>
  (NOTICE_CATEGORIES as readonly number[]).includes(value);

/** The category of `?category=` on /message, or null for "all". */
export function categoryParam(value: string | null): NoticeCategory | null {
  if (value === null || !/^\d$/.test(value)) return null;
  const category = Number(value);
  return isNoticeCategory(category) ? category : null;
}

/** Unread messages a filter covers, from the unread counts. */
export function unreadOf(
  filter: NoticeFilter,
  unread: { total: number; byCategory: Record<string, number> },
) {
  if (filter.kind === 'all') return unread.total;
  const categories = filter.kind === 'orders' ? ORDER_NOTICE_CATEGORIES : [filter.category];
  return categories.reduce((sum, category) => sum + (unread.byCategory[String(category)] ?? 0), 0);
}
