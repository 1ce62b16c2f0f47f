import { canonicalDecimal } from '@exchange/domain';
import { BigNumber } from 'bignumber.js';
import { and, eq, sql } from 'drizzle-orm';
import {
  BlockOfferStatus,
  BlockOrderStatus,
  BlockTradeBusinessType,
  type BlockOrder,
} from '@exchange/contracts';
import { blockTradeOffers, blockTradeOrders } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { assert, fail } from '../../platform/errors';
import { publishUserPush } from '../../platform/ws-hub/user-push';
import { createTransfers, HouseAccount, runMoneyRequest, type MoneyScope } from '../ledger/index';
import {
  BLOCK_QUOTE_ASSET,
  LOCKED_WALLET,
  PAY_WALLET,
  blockAmountOf,
  blockOrderNumber,
  blockPriceOf,
  requireLivePrice,
  transferIds,
} from './block-trade-rules';
import { offerById, toBlockOffer, toBlockOrder, type OfferRow } from './block-trade-store';

export interface BuyBlockTradeBody {
  offerId: number;
  quantity: string;
  rate: string;
}

const accountsFor = (baseAsset: string) =>
  ({
    user: [
      [PAY_WALLET, BLOCK_QUOTE_ASSET],
      [LOCKED_WALLET, baseAsset],
    ],
    house: [
      [HouseAccount.blockBook, BLOCK_QUOTE_ASSET],
      [HouseAccount.blockBook, baseAsset],
    ],
  }) as const;

/**
 * The offer as the user saw it must still be the offer: active (BLOCK_OFFER_PAUSED), the rate unchanged
 * (BLOCK_RATE_CHANGED with the current one), the quantity within the limits per order and the pair's precision, and
 * no more than what is left (BLOCK_SOLD_OUT).
 */
const requireTerms = (offer: OfferRow, body: BuyBlockTradeBody, transactionAccuracy: number) => {
  if (offer.status !== BlockOfferStatus.active) fail('BLOCK_OFFER_PAUSED', { field: 'offerId' });
  if (!new BigNumber(offer.rate).isEqualTo(body.rate))
    fail('BLOCK_RATE_CHANGED', { field: 'rate', values: { rate: canonicalDecimal(offer.rate) } });
  const quantity = new BigNumber(body.quantity);
  if (
    quantity.isLessThan(offer.minQuantity) ||
    quantity.isGreaterThan(offer.maxQuantity) ||
    (quantity.decimalPlaces() ?? 0) > transactionAccuracy
  )
    fail('BLOCK_QUANTITY_OUT_OF_RANGE', {
      field: 'quantity',
      values: {
        min: canonicalDecimal(offer.minQuantity),
        max: canonicalDecimal(offer.maxQuantity),
        decimals: transactionAccuracy,
      },
    });
  const remaining = new BigNumber(offer.totalQuantity).minus(offer.soldQuantity);
  if (quantity.isGreaterThan(remaining))
    fail('BLOCK_SOLD_OUT', { field: 'quantity', values: { remaining: remaining.toFixed() } });
};

/**
 * Takes `quantity` off the offer: one UPDATE guarded on the offer still active, at the rate the user saw, with enough
 * left. It row-locks the offer, so concurrent buyers of the last of it go one after another and the second finds the
 * guard false — never oversold. A staff change in between is caught by the same guard.
 */
const takeFromOffer = async (scope: MoneyScope, body: BuyBlockTradeBody) => {
  const quantity = canonicalDecimal(body.quantity);
  const [taken] = await scope.tx
    .update(blockTradeOffers)
    .set({ soldQuantity: sql`${blockTradeOffers.soldQuantity} + ${quantity}::numeric` })
    .where(
      and(
        eq(blockTradeOffers.id, body.offerId),
        eq(blockTradeOffers.status, BlockOfferStatus.active),
        sql`${blockTradeOffers.rate} = ${canonicalDecimal(body.rate)}::numeric`,
        sql`${blockTradeOffers.soldQuantity} + ${quantity}::numeric <= ${blockTradeOffers.totalQuantity}`,
      ),
    )
    .returning({ id: blockTradeOffers.id });
  return taken !== undefined;
};

/** The caller's spot USDT covers the amount (checked as of the account lock, so it names the field). */
const requireFunds = (scope: MoneyScope, amount: string) => {
  const available = scope.accounts.balance(PAY_WALLET, BLOCK_QUOTE_ASSET)?.available ?? '0';
  if (new BigNumber(available).isLessThan(amount)) fail('INSUFFICIENT_BALANCE', { field: 'quantity' });
};

/**
 * `POST pay/bulk-order/buy`: one money request under the account lock (gate `trading`). In the transaction: the offer's
 * terms as the user saw them, the live price now (PRICE_UNAVAILABLE without one), the price = live × (1 + rate), the
 * funds, the guarded take from the offer, one ledger batch — USDT spot → block book (1220), the asset block book →
 * the user's block_locked wallet (1221) — and the order with the source price and its tick time. A repeat of the
 * Idempotency-Key answers the first result.
 */
export const buyBlockTrade = async (
  context: AppContext,
  caller: Caller,
  key: string,
  body: BuyBlockTradeBody,
): Promise<BlockOrder> => {
  const listed = await offerById(context.db, body.offerId);
  const canonicalBody = {
    ...body,
    quantity: canonicalDecimal(body.quantity),
    rate: canonicalDecimal(body.rate),
  };
  const { result } = await runMoneyRequest(
    context,
    {
      userId: caller.userId,
      key,
      kind: 'block-trade.buy',
      body: canonicalBody,
      gate: 'trading',
      accounts: accountsFor(listed.baseAsset),
    },
    async (scope) => {
      const offer = await offerById(scope.tx, body.offerId);
      const { priceAccuracy, transactionAccuracy } = toBlockOffer(context, offer);
      requireTerms(offer, body, transactionAccuracy);
      const source = requireLivePrice(context, offer.symbol);
      const price = blockPriceOf(source.price, offer.rate, priceAccuracy);
      const amount = blockAmountOf(price, canonicalBody.quantity);
      requireFunds(scope, amount);
      if (!(await takeFromOffer(scope, canonicalBody))) {
        // Staff or another buyer changed the offer since it was read: say what changed.
        requireTerms(await offerById(scope.tx, body.offerId), body, transactionAccuracy);
        assert(false, 'block offer guard refused a buy its re-read terms allow');
      }
      const order = await insertOrder(scope, offer, { ...canonicalBody, price, amount, source });
      return { result: order, afterCommit: () => pushWallets(context, scope.userId, offer.baseAsset) };
    },
  );
  return result;
};

interface Fill extends BuyBlockTradeBody {
  price: string;
  amount: string;
  source: { price: string; timeMs: number };
}

/** The ledger batch of the buy and the order row (terms copied from the offer). */
const insertOrder = async (scope: MoneyScope, offer: OfferRow, fill: Fill) => {
  const no = blockOrderNumber(scope.now.getTime());
  const ids = transferIds(no);
  const ref = `block:${no}`;
  await createTransfers(scope.tx, [
    {
      id: ids.pay,
      debitAccountId: await scope.accounts.user(PAY_WALLET, BLOCK_QUOTE_ASSET),
      creditAccountId: await scope.accounts.house(HouseAccount.blockBook, BLOCK_QUOTE_ASSET),
      asset: BLOCK_QUOTE_ASSET,
      amount: fill.amount,
      businessType: BlockTradeBusinessType.buy,
      ref,
      actor: scope.actor,
      reason: `block trade ${offer.symbol}: payment`,
    },
    {
      id: ids.deliver,
      debitAccountId: await scope.accounts.house(HouseAccount.blockBook, offer.baseAsset),
      creditAccountId: await scope.accounts.user(LOCKED_WALLET, offer.baseAsset),
      asset: offer.baseAsset,
      amount: fill.quantity,
      businessType: BlockTradeBusinessType.delivery,
      ref,
      actor: scope.actor,
      reason: `block trade ${offer.symbol}: delivery into lock-up`,
    },
  ]);
  const [row] = await scope.tx
    .insert(blockTradeOrders)
    .values({
      no,
      userId: scope.userId,
      offerId: offer.id,
      instrumentId: offer.instrumentId,
      symbol: offer.symbol,
      baseAsset: offer.baseAsset,
      quoteAsset: offer.quoteAsset,
      quantity: fill.quantity,
      rate: canonicalDecimal(offer.rate),
      price: fill.price,
      amount: fill.amount,
      sourcePrice: fill.source.price,
      sourcePriceAt: new Date(fill.source.timeMs),
      lockupSeconds: offer.lockupSeconds,
      lockedUntil: new Date(scope.now.getTime() + offer.lockupSeconds * 1000),
      status: BlockOrderStatus.locked,
      createdAt: scope.now,
      updatedAt: scope.now,
    })
    .returning();
  assert(row, 'block trade: order insert returned nothing');
  return toBlockOrder(row);
};

/** After commit: the spot wallet (USDT out, or the asset back at release) changed. */
export const pushWallets = async (context: AppContext, userId: number, coin: string) => {
  await publishUserPush(context, userId, { type: 'WALLET_UPDATE', data: { wallets: ['spot'], coin } });
};
