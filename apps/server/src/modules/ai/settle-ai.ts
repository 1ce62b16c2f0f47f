import { BigNumber } from 'bignumber.js';
import { and, eq, lte } from 'drizzle-orm';
import {
  AiBusinessType,
  AiOrderStatus,
  SpotDirection,
  type AiOrder,
  type AiTerms,
} from '@exchange/contracts';
import { aiEarlyExitFeeOf, aiManagementFeeOf } from '@exchange/domain';
import { aiOrderHoldings, aiOrders } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { fail } from '../../platform/errors';
import {
  createTransfers,
  HouseAccount,
  runMoneyRequest,
  runMoneyWork,
  Wallet,
  type MoneyScope,
  type TransferRequest,
} from '../ledger/index';
import { findListedInstrument } from '../market/index';
import { feeRatesFor, spotMarketOf } from '../spot/index';
import { AI_QUOTE_ASSET, toAiOrder, type AiOrderRow } from './ai-rules';
import { fillChild, holdingOf, holdingsOf, ownAiOrder } from './ai-store';
import { pushAiChange } from './buy-ai';

export type SettleMode = 'term' | 'early';

/** Sells the base the order holds (whole steps of the pair, at least the minimum order value) at market. */
const sellHoldings = async (context: AppContext, scope: MoneyScope, order: AiOrderRow, terms: AiTerms) => {
  const pair = findListedInstrument(context, 1, order.symbol);
  const market = spotMarketOf(context, order.symbol);
  if (!pair || !market?.isLive) return fail('PRICE_UNAVAILABLE', { field: 'id' });
  const holdings = (await holdingsOf(scope.tx, [order.id])).get(order.id) ?? [];
  const quantity = new BigNumber(holdingOf(holdings, terms.baseAsset)).decimalPlaces(
    pair.transactionAccuracy,
    BigNumber.ROUND_DOWN,
  );
  const { minNotional } = feeRatesFor(context, scope.userId, pair);
  if (quantity.isGreaterThan(0) && quantity.times(market.lastPrice).isGreaterThanOrEqualTo(minNotional))
    await fillChild(context, scope, order, {
      direction: SpotDirection.sell,
      quantity: quantity.toFixed(),
      reason: 'close',
      sourcePrice: market.lastPrice,
      sourceTime: market.lastTime,
    });
  return market.lastPrice;
};

/**
 * Closes a running order in the owner's money transaction, exactly once: the guarded UPDATE (status running →
 * settled or settled early) goes first, so a second settlement (the term job racing an early settlement) finds
 * nothing and moves nothing. Then the base is sold at market (a child order), the disclosed fees are taken from the
 * USDT (management fee on the profit over the principal; early-exit fee on the value closed at, early only; business
 * type 12 to the house fees account) and everything left is paid to spot (2201), per asset — base below a whole step
 * or the minimum order value is paid out as it is. Null when the order was no longer running.
 */
export const closeOrder = async (
  context: AppContext,
  scope: MoneyScope,
  orderId: number,
  mode: SettleMode,
): Promise<AiOrderRow | null> => {
  const [claimed] = await scope.tx
    .update(aiOrders)
    .set({
      status: mode === 'term' ? AiOrderStatus.settled : AiOrderStatus.settledEarly,
      settledAt: scope.now,
      updatedAt: scope.now,
    })
    .where(and(eq(aiOrders.id, orderId), eq(aiOrders.status, AiOrderStatus.running)))
    .returning();
  if (!claimed) return null;
  const terms = claimed.terms as AiTerms;
  const lastPrice = await sellHoldings(context, scope, claimed, terms);
  const holdings = (await holdingsOf(scope.tx, [orderId])).get(orderId) ?? [];
  const quote = new BigNumber(holdingOf(holdings, AI_QUOTE_ASSET));
  const value = quote.plus(new BigNumber(holdingOf(holdings, terms.baseAsset)).times(lastPrice));
  const managementFee = BigNumber.min(
    aiManagementFeeOf(claimed.amount, value, terms.managementFeeRate),
    quote,
  );
  const exitFee =
    mode === 'early'
      ? BigNumber.min(aiEarlyExitFeeOf(value, terms.earlyExitFeeRate), quote.minus(managementFee))
      : new BigNumber(0);
  const ref = `ai:${claimed.no}`;
  const leg = (suffix: string, asset: string, amount: BigNumber.Value, businessType: number) => ({
    id: `${ref}:${suffix}`,
    asset,
    amount: new BigNumber(amount).toFixed(),
    businessType,
    ref,
    actor: scope.actor,
  });
  const aiQuote = await scope.accounts.user(Wallet.ai, AI_QUOTE_ASSET);
  const fees = await scope.accounts.house(HouseAccount.fees, AI_QUOTE_ASSET);
  const requests: TransferRequest[] = [
    {
      ...leg('mgmt-fee', AI_QUOTE_ASSET, managementFee, AiBusinessType.fee),
      debitAccountId: aiQuote,
      creditAccountId: fees,
      reason: 'AI management fee',
    },
    {
      ...leg('exit-fee', AI_QUOTE_ASSET, exitFee, AiBusinessType.fee),
      debitAccountId: aiQuote,
      creditAccountId: fees,
      reason: 'AI early-exit fee',
    },
  ];
  const paid: { asset: string; amount: string }[] = [];
  for (const holding of holdings) {
    const amount =
      holding.asset === AI_QUOTE_ASSET
        ? new BigNumber(holding.amount).minus(managementFee).minus(exitFee)
        : new BigNumber(holding.amount);
    paid.push({ asset: holding.asset, amount: amount.toFixed() });
    requests.push({
      ...leg(`pay-${holding.asset}`, holding.asset, amount, AiBusinessType.settle),
      debitAccountId: await scope.accounts.user(Wallet.ai, holding.asset),
      creditAccountId: await scope.accounts.user(Wallet.spot, holding.asset),
    });
  }
  await createTransfers(scope.tx, requests);
  // A settled order's holdings are what it paid out; only running orders' holdings are in the `ai` wallet.
  for (const holding of paid)
    await scope.tx
      .update(aiOrderHoldings)
      .set({ amount: holding.amount })
      .where(and(eq(aiOrderHoldings.orderId, orderId), eq(aiOrderHoldings.asset, holding.asset)));
  const [row] = await scope.tx
    .update(aiOrders)
    .set({
      finalValue: value.toFixed(),
      managementFee: managementFee.toFixed(),
      earlyExitFee: exitFee.toFixed(),
      payout: value.minus(managementFee).minus(exitFee).toFixed(),
    })
    .where(eq(aiOrders.id, orderId))
    .returning();
  return row ?? null;
};

/** `PUT pay/ai-trade/early-settlement/:id`: closes the order at market now, less the disclosed early-exit fee. */
export const settleAiEarly = async (
  context: AppContext,
  caller: Caller,
  key: string,
  id: number,
): Promise<AiOrder> => {
  const { result } = await runMoneyRequest(
    context,
    { userId: caller.userId, key, kind: 'ai.early-settlement', body: { id } },
    async (scope) => {
      const order = await ownAiOrder(scope.tx, scope.userId, id);
      // Past its term the order settles as at term (no early-exit fee), whoever gets there first.
      const mode: SettleMode = scope.now.getTime() >= order.endsAt.getTime() ? 'term' : 'early';
      const row =
        (await closeOrder(context, scope, id, mode)) ?? fail('AI_ORDER_NOT_RUNNING', { field: 'id' });
      const holdings = (await holdingsOf(scope.tx, [id])).get(id) ?? [];
      return {
        result: toAiOrder(row, holdings, null),
        afterCommit: () => pushAiChange(context, scope.userId, id),
      };
    },
  );
  return result;
};

/**
 * The term job (`ai.settle`): every running order past its end, each in its owner's money transaction. Idempotent
 * per order (the guarded UPDATE): a re-run, a retry or a new leader after a failover settles nothing twice. An order
 * whose pair has no live price waits for the next run.
 */
export const settleDueAiOrders = async (context: AppContext, signal?: AbortSignal) => {
  const now = new Date(context.clock.nowMs());
  const due = await context.db
    .select({ id: aiOrders.id, userId: aiOrders.userId })
    .from(aiOrders)
    .where(and(eq(aiOrders.status, AiOrderStatus.running), lte(aiOrders.endsAt, now)))
    .limit(500);
  let settled = 0;
  let failed = 0;
  for (const order of due) {
    if (signal?.aborted) break;
    try {
      const row = await runMoneyWork(context, { userId: order.userId, actor: 'system:ai' }, async (scope) => {
        const closed = await closeOrder(context, scope, order.id, 'term');
        return { result: closed, afterCommit: () => pushAiChange(context, order.userId, order.id) };
      });
      if (row) settled += 1;
    } catch (error) {
      failed += 1;
      context.logger.warn({ err: error, orderId: order.id }, 'ai: term settlement failed; retried next run');
    }
  }
  return { due: due.length, settled, failed };
};
