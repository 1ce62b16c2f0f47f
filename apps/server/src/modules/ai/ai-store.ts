import { BigNumber } from 'bignumber.js';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { SPOT_BUY, type SpotDirection, type SpotSettlement, canonicalDecimal } from '@exchange/domain';
import { aiChildOrders, aiOrderHoldings, aiOrders, type DbOrTx, type Tx } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { fail } from '../../platform/errors';
import { Wallet, type MoneyScope } from '../ledger/index';
import { fillMarketForWallet, spotMarketOf } from '../spot/index';
import { type AiOrderRow } from './ai-rules';

/** One of the user's orders, or AI_ORDER_NOT_FOUND naming `field` (another user's is as absent as a missing one). */
export const ownAiOrder = async (db: DbOrTx, userId: number, id: number, field = 'id') => {
  const [row] = await db
    .select()
    .from(aiOrders)
    .where(and(eq(aiOrders.id, id), eq(aiOrders.userId, userId)));
  return row ?? fail('AI_ORDER_NOT_FOUND', { field });
};

/** The holdings of orders, per order id, assets in name order. */
export const holdingsOf = async (db: DbOrTx, orderIds: readonly number[]) => {
  const map = new Map<number, { asset: string; amount: string }[]>();
  if (orderIds.length === 0) return map;
  const rows = await db
    .select()
    .from(aiOrderHoldings)
    .where(inArray(aiOrderHoldings.orderId, [...orderIds]))
    .orderBy(asc(aiOrderHoldings.asset));
  for (const row of rows) {
    const list = map.get(row.orderId) ?? [];
    list.push({ asset: row.asset, amount: canonicalDecimal(row.amount) });
    map.set(row.orderId, list);
  }
  return map;
};

export const holdingOf = (holdings: readonly { asset: string; amount: string }[], asset: string) =>
  holdings.find((holding) => holding.asset === asset)?.amount ?? '0';

/** Adds `delta` (negative to take) to an order's holding of `asset`; the table's check refuses going below zero. */
export const addHolding = async (tx: Tx, orderId: number, asset: string, delta: BigNumber.Value) => {
  const amount = new BigNumber(delta).toFixed();
  // An update first: an upsert checks its insert row (a negative delta) against the table's check before the conflict.
  const [updated] = await tx
    .update(aiOrderHoldings)
    .set({ amount: sql`${aiOrderHoldings.amount} + ${amount}` })
    .where(and(eq(aiOrderHoldings.orderId, orderId), eq(aiOrderHoldings.asset, asset)))
    .returning({ asset: aiOrderHoldings.asset });
  if (!updated) await tx.insert(aiOrderHoldings).values({ orderId, asset, amount });
};

/** The order's holdings marked at the pair's live last price; null without a live price. */
export const markOf = (
  context: AppContext,
  order: Pick<AiOrderRow, 'symbol'>,
  terms: { baseAsset: string; quoteAsset: string },
  holdings: readonly { asset: string; amount: string }[],
) => {
  const market = spotMarketOf(context, order.symbol);
  if (!market?.isLive) return null;
  const value = new BigNumber(holdingOf(holdings, terms.quoteAsset)).plus(
    new BigNumber(holdingOf(holdings, terms.baseAsset)).times(market.lastPrice),
  );
  return { price: market.lastPrice, time: market.lastTime, value: value.toFixed() };
};

export interface ChildFillInput {
  direction: SpotDirection;
  quantity?: string;
  quoteAmount?: string;
  reason: 'grid-buy' | 'grid-sell' | 'dca' | 'close';
  sourcePrice: string;
  sourceTime: number;
}

/**
 * One child order: a real spot market fill on the user's `ai` wallet (spot's prices, fees, book and business types),
 * the order's holdings moved by what it paid and received, and the child row recorded. Runs in the owner's money
 * transaction; refused (spot's errors) with nothing moved.
 */
export const fillChild = async (
  context: AppContext,
  scope: MoneyScope,
  order: AiOrderRow,
  input: ChildFillInput,
): Promise<SpotSettlement> => {
  const terms = order.terms as { baseAsset: string; quoteAsset: string };
  const [current] = await scope.tx
    .select({ childCount: aiOrders.childCount })
    .from(aiOrders)
    .where(eq(aiOrders.id, order.id));
  const no = `${order.no}-${(current?.childCount ?? 0) + 1}`;
  const fill = await fillMarketForWallet(context, scope, {
    no,
    symbol: order.symbol,
    direction: input.direction,
    quantity: input.quantity,
    quoteAmount: input.quoteAmount,
    wallet: Wallet.ai,
  });
  const { settlement } = fill;
  await scope.tx
    .update(aiOrders)
    .set({ childCount: sql`${aiOrders.childCount} + 1`, updatedAt: scope.now })
    .where(eq(aiOrders.id, order.id));
  const isBuy = input.direction === SPOT_BUY;
  const pays = isBuy ? terms.quoteAsset : terms.baseAsset;
  const receives = isBuy ? terms.baseAsset : terms.quoteAsset;
  await addHolding(scope.tx, order.id, pays, new BigNumber(settlement.pays).negated());
  await addHolding(scope.tx, order.id, receives, settlement.receives);
  await scope.tx.insert(aiChildOrders).values({
    orderId: order.id,
    userId: order.userId,
    no,
    symbol: order.symbol,
    direction: input.direction,
    reason: input.reason,
    price: new BigNumber(settlement.quoteAmount)
      .div(settlement.quantity)
      .decimalPlaces(12, BigNumber.ROUND_HALF_UP)
      .toFixed(),
    quantity: settlement.quantity,
    quoteAmount: settlement.quoteAmount,
    fee: settlement.fee,
    feeAsset: receives,
    feeRate: fill.feeRate,
    sourcePrice: input.sourcePrice,
    sourceTime: new Date(input.sourceTime),
    transferIds: fill.transferIds,
    createdAt: scope.now,
  });
  return settlement;
};
