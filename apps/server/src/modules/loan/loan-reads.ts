import { canonicalDecimal } from '@exchange/domain';
import { BigNumber } from 'bignumber.js';
import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import { LOAN_ASSET, LoanStatus, type LoanInfo } from '@exchange/contracts';
import { loanConfigs, loanEvents, loans } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { userBalances } from '../ledger/index';
import { livePriceOf } from './loan-rules';
import { toLoan, toLoanEvent } from './loan-store';

/** `info`: every coin's terms as the borrow screen shows them, its live price and the caller's spot balances. */
export const getLoanInfo = async (context: AppContext, caller: Caller): Promise<LoanInfo> => {
  const configs = await context.db.select().from(loanConfigs).orderBy(asc(loanConfigs.collateralCoin));
  const balances = (await userBalances(context.db, caller.userId)).filter((row) => row.wallet === 'spot');
  const availableOf = (asset: string) =>
    canonicalDecimal(balances.find((row) => row.asset === asset)?.available ?? '0');
  return {
    loanCoin: LOAN_ASSET,
    usdtAvailable: availableOf(LOAN_ASSET),
    offers: configs.map((config) => ({
      collateralCoin: config.collateralCoin,
      isActive: config.isActive,
      hourlyRate: canonicalDecimal(config.hourlyRate),
      initialLtv: canonicalDecimal(config.initialLtv),
      marginCallLtv: canonicalDecimal(config.marginCallLtv),
      liquidationLtv: canonicalDecimal(config.liquidationLtv),
      liquidationFeeRate: canonicalDecimal(config.liquidationFeeRate),
      termDays: [...config.termDays].sort((a, b) => a - b),
      minLoan: canonicalDecimal(config.minLoan),
      maxLoan: canonicalDecimal(config.maxLoan),
      price: livePriceOf(context, config.collateralCoin) ?? null,
      available: availableOf(config.collateralCoin),
    })),
  };
};

/** `page`: open loans (with live LTV) or closed ones, newest first. */
export const pageLoans = async (
  context: AppContext,
  caller: Caller,
  query: { pageNo: number; pageSize: number; scope: 'open' | 'closed' },
) => {
  const where = and(
    eq(loans.userId, caller.userId),
    query.scope === 'open' ? eq(loans.status, LoanStatus.open) : ne(loans.status, LoanStatus.open),
  );
  const rows = await context.db
    .select()
    .from(loans)
    .where(where)
    .orderBy(desc(loans.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const [total] = await context.db.select({ value: count() }).from(loans).where(where);
  return {
    list: rows.map((row) => toLoan(row, livePriceOf(context, row.collateralCoin))),
    total: total?.value ?? 0,
  };
};

/** `log`: the caller's loan history, newest first, optionally of one loan. */
export const pageLoanLog = async (
  context: AppContext,
  caller: Caller,
  query: { pageNo: number; pageSize: number; loanId?: number | undefined },
) => {
  const where = and(
    eq(loanEvents.userId, caller.userId),
    query.loanId ? eq(loanEvents.loanId, query.loanId) : undefined,
  );
  const rows = await context.db
    .select()
    .from(loanEvents)
    .where(where)
    .orderBy(desc(loanEvents.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const [total] = await context.db.select({ value: count() }).from(loanEvents).where(where);
  const ids = [...new Set(rows.map((row) => row.loanId))];
  const nos = ids.length
    ? await context.db.select({ id: loans.id, no: loans.no }).from(loans).where(inArray(loans.id, ids))
    : [];
  const noOf = new Map(nos.map((row) => [row.id, row.no]));
  return { list: rows.map((row) => toLoanEvent(row, noOf.get(row.loanId) ?? '')), total: total?.value ?? 0 };
};

/** Σ open loans' collateral per coin and debt (USDT), for the funds overview and the staff view. */
export const openLoanTotals = async (context: AppContext, userId: number) => {
  const rows = await context.db
    .select()
    .from(loans)
    .where(and(eq(loans.userId, userId), eq(loans.status, LoanStatus.open)));
  let collateralValue = new BigNumber(0);
  let debt = new BigNumber(0);
  let isPriceComplete = true;
  for (const row of rows) {
    const price = livePriceOf(context, row.collateralCoin);
    if (!price) isPriceComplete = false;
    else collateralValue = collateralValue.plus(new BigNumber(row.collateralAmount).times(price));
    debt = debt.plus(row.principal).plus(row.accruedInterest);
  }
  return { collateralValue, debt, isPriceComplete };
};
