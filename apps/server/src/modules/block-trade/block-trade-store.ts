import { canonicalDecimal } from '@exchange/domain';
import { BigNumber } from 'bignumber.js';
import { and, eq } from 'drizzle-orm';
import {
  BLOCK_TRADE_INSTRUMENT_TYPE,
  type AdminBlockOffer,
  type BlockOffer,
  type BlockOrder,
} from '@exchange/contracts';
import { blockTradeOffers, blockTradeOrders, type DbOrTx } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { fail } from '../../platform/errors';
import { marketRuntimeOf } from '../market/index';
import { blockPriceOf, livePriceOf } from './block-trade-rules';

export type OfferRow = typeof blockTradeOffers.$inferSelect;
export type OrderRow = typeof blockTradeOrders.$inferSelect;

/** Precision of the offer's pair (the catalogue's, listed or not); a pair the catalogue lost shows 2 and 8. */
const accuracyOf = (context: AppContext, instrumentId: number) => {
  const instrument = marketRuntimeOf(context)?.catalogue.find(instrumentId);
  return {
    priceAccuracy: instrument?.priceAccuracy ?? 2,
    transactionAccuracy: Math.min(instrument?.transactionAccuracy ?? 8, 8),
  };
};

/** An offer as the app shows it, with the live price and the block price a buy now would pay. */
export const toBlockOffer = (context: AppContext, row: OfferRow): BlockOffer => {
  const accuracy = accuracyOf(context, row.instrumentId);
  const live = livePriceOf(context, row.symbol);
  return {
    id: row.id,
    symbol: row.symbol,
    baseAsset: row.baseAsset,
    quoteAsset: row.quoteAsset,
    instrumentType: BLOCK_TRADE_INSTRUMENT_TYPE,
    rate: canonicalDecimal(row.rate),
    minQuantity: canonicalDecimal(row.minQuantity),
    maxQuantity: canonicalDecimal(row.maxQuantity),
    totalQuantity: canonicalDecimal(row.totalQuantity),
    remainingQuantity: new BigNumber(row.totalQuantity).minus(row.soldQuantity).toFixed(),
    lockupSeconds: row.lockupSeconds,
    status: row.status,
    ...accuracy,
    livePrice: live ? canonicalDecimal(live.price) : null,
    livePriceAt: live?.timeMs ?? null,
    blockPrice: live ? blockPriceOf(live.price, row.rate, accuracy.priceAccuracy) : null,
  };
};

export const toAdminBlockOffer = (
  context: AppContext,
  row: OfferRow,
  lockedOrderCount: number,
): AdminBlockOffer => ({
  ...toBlockOffer(context, row),
  soldQuantity: canonicalDecimal(row.soldQuantity),
  lockedOrderCount,
  updatedBy: row.updatedBy,
  updatedAt: row.updatedAt.getTime(),
});

export const toBlockOrder = (row: OrderRow): BlockOrder => ({
  id: row.id,
  no: row.no,
  offerId: row.offerId,
  symbol: row.symbol,
  baseAsset: row.baseAsset,
  quoteAsset: row.quoteAsset,
  quantity: canonicalDecimal(row.quantity),
  rate: canonicalDecimal(row.rate),
  price: canonicalDecimal(row.price),
  amount: canonicalDecimal(row.amount),
  sourcePrice: canonicalDecimal(row.sourcePrice),
  sourcePriceAt: row.sourcePriceAt.getTime(),
  lockupSeconds: row.lockupSeconds,
  status: row.status,
  createdAt: row.createdAt.getTime(),
  lockedUntil: row.lockedUntil.getTime(),
  releasedAt: row.releasedAt?.getTime() ?? null,
});

/** An offer by id, or BLOCK_OFFER_NOT_FOUND naming `field`. */
export const offerById = async (db: DbOrTx, id: number, field = 'offerId') => {
  const [row] = await db.select().from(blockTradeOffers).where(eq(blockTradeOffers.id, id));
  return row ?? fail('BLOCK_OFFER_NOT_FOUND', { field });
};

/** One of the user's orders, or 404 naming `id` (another user's order is as absent as a missing one). */
export const ownBlockOrder = async (db: DbOrTx, userId: number, id: number) => {
  const [row] = await db
    .select()
    .from(blockTradeOrders)
    .where(and(eq(blockTradeOrders.id, id), eq(blockTradeOrders.userId, userId)));
  return row ?? fail('BLOCK_ORDER_NOT_FOUND', { field: 'id' });
};
