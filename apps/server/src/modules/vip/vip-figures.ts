import { BigNumber } from 'bignumber.js';
import { sql } from 'drizzle-orm';
import { VIP_VOLUME_DAYS } from '@exchange/contracts';
import { queryRows, vipUserLevels, type DbOrTx } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { userBalances } from '../ledger/index';
import { assetPriceUsdt } from '../market/index';
import { WALLET_HOLDINGS } from '../wallet/index';
import { DAY_MS, qualifiedLevelOf, type VipLevelRow } from './vip-rules';

/** What qualifies a user: 30-day spot volume and holdings, both in USDT. */
export interface VipFigures {
  volume30d: string;
  holdings: string;
  isPriceComplete: boolean;
}

const USDT_DECIMALS = 8;
const usdt = (value: BigNumber) => value.decimalPlaces(USDT_DECIMALS, BigNumber.ROUND_DOWN).toFixed();

/** The USDT value of the user's spot fills in the 30 days before `nowMs` (each fill's quote amount). */
export const spotVolumeOf = async (db: DbOrTx, userId: number, nowMs: number) => {
  const since = new Date(nowMs - VIP_VOLUME_DAYS * DAY_MS);
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`select coalesce(sum(quote_amount), 0)::text as total from spot_fills
         where user_id = ${userId} and created_at >= ${since} and created_at <= ${new Date(nowMs)}`,
  );
  return new BigNumber(row?.total ?? 0);
};

/**
 * Holdings in USDT at live prices: every ledger balance of the user (available and frozen, every wallet) at the
 * market's price (a stale one too, as the wallet values it), plus what products hold outside the wallets (WALLET_HOLDINGS: stock shares). An asset without a
 * live price counts as 0 and says so (`isPriceComplete`).
 */
export const holdingsOf = async (context: AppContext, db: DbOrTx, userId: number) => {
  let total = new BigNumber(0);
  let isPriceComplete = true;
  for (const balance of await userBalances(db, userId)) {
    const amount = new BigNumber(balance.available).plus(balance.frozen);
    if (amount.isZero()) continue;
    const price = assetPriceUsdt(context, balance.asset);
    if (price) total = total.plus(amount.times(price.price));
    else isPriceComplete = false;
  }
  for (const holdings of context.modules.contributions(WALLET_HOLDINGS)) {
    const value = await holdings.value(context, userId);
    total = total.plus(value.total);
    isPriceComplete &&= value.isPriceComplete;
  }
  return { total, isPriceComplete };
};

export const figuresOf = async (
  context: AppContext,
  db: DbOrTx,
  userId: number,
  nowMs: number,
): Promise<VipFigures> => {
  const volume = await spotVolumeOf(db, userId, nowMs);
  const { total, isPriceComplete } = await holdingsOf(context, db, userId);
  return { volume30d: usdt(volume), holdings: usdt(total), isPriceComplete };
};

/**
 * Measures the user now and stores the qualified level (the job per slot, the detail on demand). A later evaluation
 * wins over an older one; a repeat of the same one writes the same row. Returns the level and whether it changed.
 */
export const evaluateUser = async (
  context: AppContext,
  levels: readonly VipLevelRow[],
  userId: number,
  slotAtMs: number,
) => {
  const nowMs = context.clock.nowMs();
  const figures = await figuresOf(context, context.db, userId, nowMs);
  const qualifiedLevel = qualifiedLevelOf(levels, figures);
  const [before] = await queryRows<{ qualified_level: number }>(
    context.db,
    sql`select qualified_level from vip_user_levels where user_id = ${userId}`,
  );
  const values = { ...figures, qualifiedLevel, slotAt: new Date(slotAtMs), evaluatedAt: new Date(nowMs) };
  await context.db
    .insert(vipUserLevels)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: vipUserLevels.userId,
      set: values,
      setWhere: sql`${vipUserLevels.evaluatedAt} <= ${values.evaluatedAt}`,
    });
  return {
    qualifiedLevel,
    figures,
    evaluatedAt: nowMs,
    isChanged: (before?.qualified_level ?? 0) !== qualifiedLevel,
  };
};
