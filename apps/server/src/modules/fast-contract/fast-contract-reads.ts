import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { FastContractStatus, InstrumentType, type FastContractConfig } from '@exchange/contracts';
import { fastContractHouseEdge, canonicalDecimal } from '@exchange/domain';
import { fastContractOrders } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { findListedInstrument } from '../market/index';
import { unavailableReasonOf } from './fast-contract-access';
import { readRules } from './fast-contract-rules';
import { openStakeOf, ownFastContract, toFastContractOrder } from './fast-contract-store';

/** page: open contracts soonest expiry first, or settled ones newest first; optionally of one symbol. */
export const pageFastContracts = async (
  context: AppContext,
  caller: Caller,
  query: { pageNo: number; pageSize: number; scope: 'open' | 'settled'; symbol?: string | undefined },
) => {
  const isOpen = query.scope === 'open';
  const where = and(
    eq(fastContractOrders.userId, caller.userId),
    isOpen
      ? eq(fastContractOrders.status, FastContractStatus.open)
      : ne(fastContractOrders.status, FastContractStatus.open),
    query.symbol ? eq(fastContractOrders.symbol, query.symbol) : undefined,
  );
  const rows = await context.db
    .select()
    .from(fastContractOrders)
    .where(where)
    .orderBy(
      ...(isOpen
        ? [asc(fastContractOrders.expiresAt), asc(fastContractOrders.id)]
        : [desc(fastContractOrders.id)]),
    )
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const [total] = await context.db.select({ value: count() }).from(fastContractOrders).where(where);
  return { list: rows.map(toFastContractOrder), total: total?.value ?? 0 };
};

export const getFastContract = async (context: AppContext, caller: Caller, query: { id: number }) =>
  toFastContractOrder(await ownFastContract(context.db, caller.userId, query.id));

/**
 * config: what the buy screen shows before the user confirms — whether they may buy (and why not), the stake limits,
 * their open stakes, and per listed instrument each period's payout rate, the loss if wrong (the whole stake: 1) and
 * the implied house edge (1 − payoutRate) / 2.
 */
export const getFastContractConfig = async (
  context: AppContext,
  caller: Caller,
): Promise<FastContractConfig> => {
  const { rules } = await readRules(context, context.db);
  const reason = await unavailableReasonOf(context.db, caller.userId, rules);
  return {
    isAvailable: reason === undefined,
    ...(reason ? { unavailableReason: reason } : {}),
    minStake: canonicalDecimal(rules.minStake),
    maxStake: canonicalDecimal(rules.maxStake),
    maxOpenStakePerUser: canonicalDecimal(rules.maxOpenStakePerUser),
    openStake: await openStakeOf(context.db, caller.userId),
    instruments: rules.instruments
      .filter((offer) => findListedInstrument(context, InstrumentType.fastContract, offer.symbol))
      .map((offer) => ({
        symbol: offer.symbol,
        periods: offer.periods.map((period) => ({
          periodSeconds: period.periodSeconds,
          payoutRate: canonicalDecimal(period.payoutRate),
          lossRate: '1',
          houseEdge: fastContractHouseEdge(period.payoutRate),
        })),
      })),
  };
};
