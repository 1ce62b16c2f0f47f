import { BigNumber } from 'bignumber.js';
import { and, count, desc, eq } from 'drizzle-orm';
import { LoanStatus } from '@exchange/contracts';
import { loans, type DbOrTx } from '../../platform/db/index';
import type { AccountCommitments, StaffUserViewPart } from '../member/index';
import { toUsdt, type WalletHoldings } from '../wallet/index';
import { openLoanTotals } from './loan-reads';
import { toLoan } from './loan-store';

/**
 * The collateral of open loans in the funds overview's and the wallet statistic's totals, net of the loans' debt
 * (principal + accrued interest): the borrowed USDT sits in the spot wallet already, so the totals count what the
 * user owns. Never below zero (a shortfall is the house's). Collateral without a live price marks it incomplete.
 */
export const loanCollateralHoldings: WalletHoldings = {
  name: 'loan',
  value: async (context, userId) => {
    const { collateralValue, debt, isPriceComplete } = await openLoanTotals(context, userId);
    return { total: toUsdt(BigNumber.max(0, collateralValue.minus(debt))), isPriceComplete };
  },
};

/** Open loans hold collateral and owe USDT: an account deletion waits until they are closed. */
export const openLoanCommitments: AccountCommitments = {
  count: async (db, userId) => {
    const [row] = await db
      .select({ value: count() })
      .from(loans)
      .where(and(eq(loans.userId, userId), eq(loans.status, LoanStatus.open)));
    return { openLoanCount: row?.value ?? 0 };
  },
  labels: { openLoanCount: { one: 'open loan', other: 'open loans' } },
};

/** The staff user view's loan part: the latest loans, newest first (LTV not computed here: no context). */
export const staffLoanView: StaffUserViewPart = {
  read: async (db: DbOrTx, userId: number, limit: number) => {
    const rows = await db
      .select()
      .from(loans)
      .where(eq(loans.userId, userId))
      .orderBy(desc(loans.id))
      .limit(limit);
    return { loans: rows.map((row) => toLoan(row, undefined)) };
  },
};
