import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { BlockOrderStatus } from '@exchange/contracts';
import { blockTradeOffers, blockTradeOrders } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { offerById, ownBlockOrder, toBlockOffer, toBlockOrder } from './block-trade-store';

/** `GET pay/bulk-config/page`: active offers first, then paused, oldest first; each with its live block price. */
export const pageBlockOffers = async (context: AppContext, query: { pageNo: number; pageSize: number }) => {
  const rows = await context.db
    .select()
    .from(blockTradeOffers)
    .orderBy(desc(blockTradeOffers.status), asc(blockTradeOffers.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const [total] = await context.db.select({ value: count() }).from(blockTradeOffers);
  return { list: rows.map((row) => toBlockOffer(context, row)), total: total?.value ?? 0 };
};

/** `GET pay/bulk-config/get`. */
export const getBlockOffer = async (context: AppContext, query: { id: number }) =>
  toBlockOffer(context, await offerById(context.db, query.id, 'id'));

const SCOPE_FILTERS: Record<'all' | 'locked' | 'released', SQL | undefined> = {
  all: undefined,
  locked: eq(blockTradeOrders.status, BlockOrderStatus.locked),
  released: eq(blockTradeOrders.status, BlockOrderStatus.released),
};

/** `GET pay/bulk-order/page`: locked orders soonest release first; released or all newest first. */
export const pageBlockOrders = async (
  context: AppContext,
  caller: Caller,
  query: { pageNo: number; pageSize: number; scope: 'all' | 'locked' | 'released' },
) => {
  const where = and(eq(blockTradeOrders.userId, caller.userId), SCOPE_FILTERS[query.scope]);
  const rows = await context.db
    .select()
    .from(blockTradeOrders)
    .where(where)
    .orderBy(
      ...(query.scope === 'locked'
        ? [asc(blockTradeOrders.lockedUntil), asc(blockTradeOrders.id)]
        : [desc(blockTradeOrders.id)]),
    )
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const [total] = await context.db.select({ value: count() }).from(blockTradeOrders).where(where);
  return { list: rows.map(toBlockOrder), total: total?.value ?? 0 };
};

/** `GET pay/bulk-order/detail`. */
export const getBlockOrder = async (context: AppContext, caller: Caller, query: { id: number }) =>
  toBlockOrder(await ownBlockOrder(context.db, caller.userId, query.id));
