import { BigNumber } from 'bignumber.js';
import { InstrumentType, QuoteStatus, marketTopic } from '@exchange/contracts';
import type { DbOrTx, FastContractRules } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { fail } from '../../platform/errors';
import { findListedInstrument, marketRuntimeOf } from '../market/index';
import { verifiedNationalityOf } from '../member/index';

export type UnavailableReason = 'disabled' | 'jurisdiction';

/**
 * Whether the user may buy (the operator's switch, issue 18 §3): not while staff switched fast contracts off, and not
 * where the user's jurisdiction is blocked — the nationality of their verified real-name record. While any country is
 * blocked, a user without a verified record is treated as blocked too: their jurisdiction is unknown.
 */
export const unavailableReasonOf = async (
  db: DbOrTx,
  userId: number,
  rules: FastContractRules,
): Promise<UnavailableReason | undefined> => {
  if (!rules.isEnabled) return 'disabled';
  if (rules.blockedCountries.length === 0) return undefined;
  const nationality = await verifiedNationalityOf(db, userId);
  return nationality === null || rules.blockedCountries.includes(nationality) ? 'jurisdiction' : undefined;
};

export const requireAvailable = async (db: DbOrTx, userId: number, rules: FastContractRules) => {
  const reason = await unavailableReasonOf(db, userId, rules);
  if (reason) fail('FAST_CONTRACTS_UNAVAILABLE', { values: { reason } });
};

/** The listed fast-contract instrument, or FAST_CONTRACT_NOT_OFFERED naming `symbol`. */
export const requireFastInstrument = (context: AppContext, symbol: string) =>
  findListedInstrument(context, InstrumentType.fastContract, symbol) ??
  fail('FAST_CONTRACT_NOT_OFFERED', { field: 'symbol' });

export interface LivePrice {
  price: string;
  /** The source's time of the tick. */
  timeMs: number;
}

/**
 * The source's live price of a fast-contract instrument now (the coin's price path, shared with spot), or
 * PRICE_UNAVAILABLE naming `symbol`: nothing opens on a stale or missing price (older than PRICE_STALE_AFTER_MS).
 */
export const requireLivePrice = (context: AppContext, symbol: string): LivePrice => {
  const runtime = marketRuntimeOf(context);
  const quote = runtime?.quotes.get(symbol, InstrumentType.fastContract);
  const timeMs = runtime?.feed.tickTimes.get(marketTopic(InstrumentType.fastContract, symbol));
  const isLive =
    quote !== undefined &&
    timeMs !== undefined &&
    quote.status === QuoteStatus.live &&
    context.clock.nowMs() - timeMs <= context.config.PRICE_STALE_AFTER_MS &&
    new BigNumber(quote.price).isGreaterThan(0);
  if (!isLive) return fail('PRICE_UNAVAILABLE', { field: 'symbol' });
  return { price: quote.price, timeMs };
};
