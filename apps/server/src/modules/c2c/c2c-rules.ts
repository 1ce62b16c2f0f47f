import { randomBytes } from 'node:crypto';
import { BigNumber } from 'bignumber.js';
import { and, eq } from 'drizzle-orm';
import { exchangeRates, type c2cAds, type DbOrTx } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { Wallet } from '../ledger/index';
import { assetPriceUsdt } from '../market/index';

/** C2C moves coins between spot wallets. */
export const C2C_WALLET = Wallet.spot;
/** The actor of the expiry job's transfers. */
export const C2C_SYSTEM_ACTOR = 'system:c2c';
/** Fiat amounts and prices: 2 decimals. Coin amounts: 8. */
export const FIAT_SCALE = 2;
export const COIN_SCALE = 8;

export type AdRow = typeof c2cAds.$inferSelect;

/**
 * An order number: the time in ms and 64 random bits. Orders opened in the same millisecond (a burst, or a test's
 * frozen clock) must not clash: 24 random bits did, about once in 30 runs of 1,000 orders on one clock tick (the unique
 * index refused the insert, a 500); at 64 bits a clash is negligible.
 */
export const c2cOrderNumber = (nowMs: number) => `C${nowMs}${randomBytes(8).toString('hex').toUpperCase()}`;

/** Units of `fiat` per one USDT from the exchange-rate table (enabled rows only); undefined when not offered. */
export const fiatRateOf = async (db: DbOrTx, fiat: string) => {
  const [row] = await db
    .select({ price: exchangeRates.price })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.exchange, fiat), eq(exchangeRates.isEnabled, true)));
  return row ? new BigNumber(row.price).toFixed() : undefined;
};

/**
 * The price (fiat per coin, 2 decimals) an order opened now gets: the fixed price, or the live index (the coin's USDT
 * price from the feed × the fiat rate) × (1 + margin), rounded half up. `isLive` is false when the index is stale or
 * missing (a floating ad then takes no orders); `price` is null only without any index.
 */
export const adPriceOf = (
  context: AppContext,
  ad: Pick<AdRow, 'priceType' | 'fixedPrice' | 'margin' | 'asset'>,
  fiatRate: string | undefined,
): { price: string | null; isLive: boolean } => {
  if (ad.priceType === 'fixed')
    return { price: new BigNumber(ad.fixedPrice ?? '0').decimalPlaces(FIAT_SCALE).toFixed(), isLive: true };
  const index = assetPriceUsdt(context, ad.asset);
  if (!index || fiatRate === undefined) return { price: null, isLive: false };
  const price = new BigNumber(index.price)
    .times(fiatRate)
    .times(new BigNumber(1).plus(ad.margin ?? '0'))
    .decimalPlaces(FIAT_SCALE, BigNumber.ROUND_HALF_UP);
  return { price: price.toFixed(), isLive: index.status === 1 && price.isGreaterThan(0) };
};

/** The coin a fiat amount buys at `price`, rounded down to 8 decimals (never more coin than was paid for). */
export const coinFor = (fiatAmount: string, price: string) =>
  new BigNumber(fiatAmount).dividedBy(price).decimalPlaces(COIN_SCALE, BigNumber.ROUND_DOWN).toFixed();

export const plain = (value: string | null) => (value === null ? null : new BigNumber(value).toFixed());
