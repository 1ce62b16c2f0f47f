import { BigNumber } from 'bignumber.js';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Channel } from '@exchange/contracts';
import { paymentChannels, type DbOrTx } from '../../platform/db/index';
import { fail } from '../../platform/errors';
import { CHAINS, isChainCode } from './chains/index';

export const ChannelDirection = { recharge: 1, withdrawal: 2 } as const;
export type ChannelDirection = (typeof ChannelDirection)[keyof typeof ChannelDirection];
export type ChannelRow = typeof paymentChannels.$inferSelect;

const decimal = (value: string | null) => (value === null ? null : new BigNumber(value).toFixed());

export const toChannel = (row: ChannelRow): Channel => ({
  id: row.id,
  methodType: row.methodType,
  coin: row.coin,
  chain: row.chain,
  name: row.name,
  minAmount: new BigNumber(row.minAmount).toFixed(),
  maxAmount: new BigNumber(row.maxAmount).toFixed(),
  feeFixed: new BigNumber(row.feeFixed).toFixed(),
  feeRate: new BigNumber(row.feeRate).toFixed(),
  dailyLimit: decimal(row.dailyLimit),
  isMemoRequired: isChainCode(row.chain) && CHAINS[row.chain].isMemoRequired,
  details: row.details,
});

export interface ChannelFilter {
  coin?: string | undefined;
  methodType?: number | undefined;
}

/** Enabled channels of one direction, in the operator's order. */
export const listChannels = async (db: DbOrTx, direction: ChannelDirection, filter: ChannelFilter = {}) => {
  const conditions: SQL[] = [eq(paymentChannels.direction, direction), eq(paymentChannels.isEnabled, true)];
  if (filter.coin) conditions.push(eq(paymentChannels.coin, filter.coin));
  if (filter.methodType !== undefined) conditions.push(eq(paymentChannels.methodType, filter.methodType));
  const rows = await db
    .select()
    .from(paymentChannels)
    .where(and(...conditions))
    .orderBy(asc(paymentChannels.sort), asc(paymentChannels.id));
  return rows.map(toChannel);
};

/** An enabled channel of this direction, or CHANNEL_UNAVAILABLE naming `field`. */
export const requireChannel = async (
  db: DbOrTx,
  direction: ChannelDirection,
  id: number,
  field = 'channelId',
): Promise<ChannelRow> => {
  const [row] = await db.select().from(paymentChannels).where(eq(paymentChannels.id, id));
  if (!row || !row.isEnabled || row.direction !== direction) return fail('CHANNEL_UNAVAILABLE', { field });
  return row;
};

/** The amount must lie within the channel's limits (AMOUNT_OUT_OF_RANGE naming `amount` otherwise). */
export const requireAmountInRange = (
  channel: Pick<ChannelRow, 'minAmount' | 'maxAmount'>,
  amount: string,
) => {
  const value = new BigNumber(amount);
  if (value.isLessThan(channel.minAmount) || value.isGreaterThan(channel.maxAmount))
    fail('AMOUNT_OUT_OF_RANGE', {
      field: 'amount',
      values: {
        min: new BigNumber(channel.minAmount).toFixed(),
        max: new BigNumber(channel.maxAmount).toFixed(),
      },
    });
};

/** The channel of one direction × method × coin × chain (the table's unique key), enabled or not. */
export const findChannel = async (
  db: DbOrTx,
  key: { direction: ChannelDirection; methodType: number; coin: string; chain?: string },
) => {
  const [row] = await db
    .select()
    .from(paymentChannels)
    .where(
      and(
        eq(paymentChannels.direction, key.direction),
        eq(paymentChannels.methodType, key.methodType),
        eq(paymentChannels.coin, key.coin),
        eq(paymentChannels.chain, key.chain ?? ''),
      ),
    );
  return row;
};

/** Keys in first-seen order, each with the items carrying it. */
const groupBy = <T, K>(items: readonly T[], keyOf: (item: T) => K) => {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return [...groups];
};

/** `recharge-channel/group-list`: deposit channels by method, in the operator's order. */
export const groupRechargeChannels = async (db: DbOrTx, filter: ChannelFilter) =>
  groupBy(await listChannels(db, ChannelDirection.recharge, filter), (channel) => channel.methodType).map(
    ([methodType, channels]) => ({ methodType, channels }),
  );

/** `recharge-channel/coin`: each depositable coin with the methods it can arrive by. */
export const listRechargeCoins = async (db: DbOrTx) =>
  groupBy(await listChannels(db, ChannelDirection.recharge), (channel) => channel.coin).map(
    ([coin, channels]) => ({
      coin,
      methodTypes: [...new Set(channels.map((channel) => channel.methodType))],
    }),
  );

/** `recharge-channel/page`: a handful of rows, so paged in memory after the one query. */
export const pageRechargeChannels = async (
  db: DbOrTx,
  query: ChannelFilter & { pageNo: number; pageSize: number },
) => {
  const all = await listChannels(db, ChannelDirection.recharge, query);
  const start = (query.pageNo - 1) * query.pageSize;
  return { list: all.slice(start, start + query.pageSize), total: all.length };
};
