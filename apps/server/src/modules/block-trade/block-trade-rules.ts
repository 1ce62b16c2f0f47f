import { randomInt } from 'node:crypto';
import { BigNumber } from 'bignumber.js';
import { InstrumentType, QuoteStatus, marketTopic } from '@exchange/contracts';
import type { AppContext } from '../../platform/context';
import { fail } from '../../platform/errors';
import { Wallet } from '../ledger/index';
import { marketRuntimeOf } from '../market/index';

/** Blocks are paid in spot USDT; the asset is held in `block_locked` for the lock-up, then released to spot. */
export const BLOCK_QUOTE_ASSET = 'USDT';
export const PAY_WALLET = Wallet.spot;
export const LOCKED_WALLET = Wallet.blockLocked;
/** Who the ledger names for the release job's moves. */
export const RELEASE_ACTOR = 'system:block-trade';
/** Orders one release run takes on (the next minute's run takes the rest). */
export const RELEASE_BATCH_LIMIT = 500;
/** Amounts paid are rounded up to the cent (the house never sells below the disclosed price). */
export const AMOUNT_DECIMALS = 2;

/** Decimal strings as the API shows them: no trailing zeros. */

export interface LivePrice {
  price: string;
  /** The source's time of the tick. */
  timeMs: number;
}

/**
 * The source's live last price of the spot pair now — the market module's quote, the one spot fills use — or
 * undefined when there is none, it is reported stale, or its tick is older than PRICE_STALE_AFTER_MS.
 */
export const livePriceOf = (context: AppContext, symbol: string): LivePrice | undefined => {
  const runtime = marketRuntimeOf(context);
  const quote = runtime?.quotes.get(symbol, InstrumentType.coin);
  const timeMs = runtime?.feed.tickTimes.get(marketTopic(InstrumentType.coin, symbol));
  const isLive =
    quote !== undefined &&
    timeMs !== undefined &&
    quote.status === QuoteStatus.live &&
    context.clock.nowMs() - timeMs <= context.config.PRICE_STALE_AFTER_MS &&
    new BigNumber(quote.price).isGreaterThan(0);
  return isLive ? { price: quote.price, timeMs } : undefined;
};

/** The live price, or PRICE_UNAVAILABLE naming `offerId`: nothing fills on a stale or missing price. */
export const requireLivePrice = (context: AppContext, symbol: string): LivePrice =>
  livePriceOf(context, symbol) ?? fail('PRICE_UNAVAILABLE', { field: 'offerId' });

/** The block price: live × (1 + rate), at the pair's price precision (half up). */
export const blockPriceOf = (livePrice: string, rate: string, priceAccuracy: number) =>
  new BigNumber(livePrice)
    .times(new BigNumber(1).plus(rate))
    .decimalPlaces(priceAccuracy, BigNumber.ROUND_HALF_UP)
    .toFixed();

/** What a quantity costs at a block price, rounded up to the cent. */
export const blockAmountOf = (price: string, quantity: string) =>
  new BigNumber(price).times(quantity).decimalPlaces(AMOUNT_DECIMALS, BigNumber.ROUND_UP).toFixed();

/** `K` + UTC time to the second + 10 random digits, like the other products' order numbers. */
export const blockOrderNumber = (nowMs: number) => {
  const stamp = new Date(nowMs).toISOString().replace(/\D/g, '').slice(0, 14);
  return `K${stamp}${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
};

/** Ledger transfer ids of one order: the payment and the delivery at the buy, the release at the lock-up's end. */
export const transferIds = (no: string) => ({
  pay: `block:${no}:pay`,
  deliver: `block:${no}:deliver`,
  release: `block:${no}:release`,
});
