import { randomBytes } from 'node:crypto';
import { BigNumber } from 'bignumber.js';
import { eq } from 'drizzle-orm';
import { InstrumentType, LOAN_ASSET, QuoteStatus, marketTopic } from '@exchange/contracts';
import { loanConfigs, type DbOrTx } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { fail } from '../../platform/errors';
import { marketRuntimeOf } from '../market/index';

export { LOAN_ASSET };
export const LOAN_COLLATERAL_WALLET = 'loan_collateral' as const;
export const LOAN_SPOT_WALLET = 'spot' as const;
/** Who the ledger names for the jobs' moves. */
export const LOAN_ACTOR = 'system:loan';
export const HOUR_MS = 3_600_000;

export type LoanConfigRow = typeof loanConfigs.$inferSelect;

/** `L` + time + random: unique, sortable enough for people. */
export const loanNumber = (nowMs: number) => `L${nowMs}${randomBytes(3).toString('hex')}`;

export const hourStart = (ms: number) => Math.floor(ms / HOUR_MS) * HOUR_MS;

export const loanConfigOf = async (db: DbOrTx, coin: string) => {
  const [row] = await db.select().from(loanConfigs).where(eq(loanConfigs.collateralCoin, coin));
  return row;
};

/**
 * The live USDT price of `coin` (its spot pair `<coin>USDT`, type 1) as this instance last received it, or undefined
 * when missing, reported stale, older than PRICE_STALE_AFTER_MS or not above zero. Nothing here comes from a request.
 */
export const livePriceOf = (context: AppContext, coin: string): string | undefined => {
  const runtime = marketRuntimeOf(context);
  const symbol = `${coin}${LOAN_ASSET}`;
  const quote = runtime?.quotes.get(symbol, InstrumentType.coin);
  const timeMs = runtime?.feed.tickTimes.get(marketTopic(InstrumentType.coin, symbol));
  const isLive =
    quote !== undefined &&
    timeMs !== undefined &&
    quote.status === QuoteStatus.live &&
    context.clock.nowMs() - timeMs <= context.config.PRICE_STALE_AFTER_MS &&
    new BigNumber(quote.price).isGreaterThan(0);
  return isLive ? quote.price : undefined;
};

export const requireLivePrice = (context: AppContext, coin: string, field = 'collateralCoin') =>
  livePriceOf(context, coin) ?? fail('PRICE_UNAVAILABLE', { field });
