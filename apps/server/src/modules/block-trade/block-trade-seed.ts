import { and, eq } from 'drizzle-orm';
import { BlockOfferStatus, InstrumentType } from '@exchange/contracts';
import { blockTradeOffers, instruments } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { HouseAccount, houseAccountId } from '../ledger/index';
import { BLOCK_QUOTE_ASSET } from './block-trade-rules';

/** The demo offer: BTC/USDT at a 2 % discount to the live price, 7-day lock-up, 0.001–1 BTC per order, 10 BTC. */
export const DEMO_OFFER = {
  symbol: 'BTCUSDT',
  rate: '-0.02',
  minQuantity: '0.001',
  maxQuantity: '1',
  totalQuantity: '10',
  lockupSeconds: 7 * 86_400,
} as const;

/**
 * Opens the house block book's USDT account (so the back office's house-account view names it from the first start)
 * and, on a demo start, adds the demo offer once: only while the table has no offer at all, so a restart (or staff's
 * own offers) never gets a second one.
 */
export const seedBlockTrade = async (context: AppContext, isDemo: boolean) => {
  await houseAccountId(context.db, HouseAccount.blockBook, BLOCK_QUOTE_ASSET);
  if (!isDemo) return;
  const [existing] = await context.db.select({ id: blockTradeOffers.id }).from(blockTradeOffers).limit(1);
  if (existing) return;
  const [pair] = await context.db
    .select()
    .from(instruments)
    .where(and(eq(instruments.type, InstrumentType.coin), eq(instruments.symbol, DEMO_OFFER.symbol)));
  if (!pair) return;
  const now = new Date(context.clock.nowMs());
  await context.db.insert(blockTradeOffers).values({
    ...DEMO_OFFER,
    instrumentId: pair.id,
    baseAsset: pair.baseAsset,
    quoteAsset: pair.quoteAsset,
    status: BlockOfferStatus.active,
    updatedBy: 'seed',
    createdAt: now,
    updatedAt: now,
  });
};
