import { BigNumber } from 'bignumber.js';
import { and, eq } from 'drizzle-orm';
import {
  LOAN_ASSET,
  LoanLiquidationReason,
  LoanStatus,
  type Loan,
  type LoanEvent,
} from '@exchange/contracts';
import {
  loanOverdueLiquidationAt,
  loanPriceAtLtv,
  loanLtv,
  canonicalDecimal,
  canonicalDecimalOrNull,
} from '@exchange/domain';
import { loanEvents, loans, type DbOrTx } from '../../platform/db/index';
import { fail } from '../../platform/errors';
import {} from './loan-rules';

export type LoanRow = typeof loans.$inferSelect;
export type LoanEventRow = typeof loanEvents.$inferSelect;

export const debtOf = (row: Pick<LoanRow, 'principal' | 'accruedInterest'>) =>
  new BigNumber(row.principal).plus(row.accruedInterest).toFixed();

/** A loan as the API shows it, its LTV at `price` (the coin's live price, or null without one). */
export const toLoan = (row: LoanRow, price: string | undefined): Loan => {
  const debt = debtOf(row);
  const isOpen = row.status === LoanStatus.open;
  return {
    id: row.id,
    no: row.no,
    status: row.status,
    collateralCoin: row.collateralCoin,
    collateralAmount: canonicalDecimal(row.collateralAmount),
    loanCoin: LOAN_ASSET,
    borrowedAmount: canonicalDecimal(row.borrowedAmount),
    principal: canonicalDecimal(row.principal),
    accruedInterest: canonicalDecimal(row.accruedInterest),
    totalInterest: canonicalDecimal(row.totalInterest),
    debt,
    hourlyRate: canonicalDecimal(row.hourlyRate),
    termDays: row.termDays,
    initialLtv: canonicalDecimal(row.initialLtv),
    marginCallLtv: canonicalDecimal(row.marginCallLtv),
    liquidationLtv: canonicalDecimal(row.liquidationLtv),
    liquidationFeeRate: canonicalDecimal(row.liquidationFeeRate),
    price: isOpen ? (price ?? null) : canonicalDecimalOrNull(row.liquidationPrice),
    ltv: isOpen && price ? loanLtv(debt, row.collateralAmount, price) : null,
    liquidationPrice: loanPriceAtLtv(debt, row.collateralAmount, row.liquidationLtv),
    isMarginCalled: row.isMarginCalled,
    borrowedAt: row.borrowedAt.getTime(),
    dueAt: row.dueAt.getTime(),
    overdueLiquidationAt: loanOverdueLiquidationAt(row.dueAt.getTime()),
    closedAt: row.closedAt?.getTime() ?? null,
    liquidation:
      row.status === LoanStatus.liquidated && row.liquidationPrice !== null
        ? {
            reason:
              row.liquidationReason === LoanLiquidationReason.overdue
                ? LoanLiquidationReason.overdue
                : LoanLiquidationReason.ltv,
            price: canonicalDecimal(row.liquidationPrice),
            soldCollateral: canonicalDecimal(row.soldCollateral ?? '0'),
            feeCollateral: canonicalDecimal(row.feeCollateral ?? '0'),
            returnedCollateral: canonicalDecimal(row.returnedCollateral ?? '0'),
            shortfall: canonicalDecimal(row.shortfall ?? '0'),
          }
        : null,
  };
};

export const toLoanEvent = (row: LoanEventRow, loanNo: string): LoanEvent => ({
  id: row.id,
  loanId: row.loanId,
  loanNo,
  kind: row.kind,
  coin: row.coin,
  amount: canonicalDecimal(row.amount),
  principalAfter: canonicalDecimal(row.principalAfter),
  interestAfter: canonicalDecimal(row.interestAfter),
  collateralAfter: canonicalDecimal(row.collateralAfter),
  price: canonicalDecimalOrNull(row.price),
  createdAt: row.createdAt.getTime(),
});

/** One of the user's loans, or LOAN_NOT_FOUND naming `id` (another user's loan is as absent as a missing one). */
export const ownLoan = async (db: DbOrTx, userId: number, id: number) => {
  const [row] = await db
    .select()
    .from(loans)
    .where(and(eq(loans.id, id), eq(loans.userId, userId)));
  return row ?? fail('LOAN_NOT_FOUND', { field: 'id' });
};

export const requireOpen = (row: LoanRow) => {
  if (row.status !== LoanStatus.open) fail('LOAN_NOT_OPEN', { field: 'id' });
  return row;
};

/** Appends a history row with the loan's figures after the change. */
export const recordEvent = async (
  db: DbOrTx,
  row: LoanRow,
  event: { kind: number; coin: string; amount: string; price?: string | null; hourAt?: Date; at: Date },
) => {
  const inserted = await db
    .insert(loanEvents)
    .values({
      loanId: row.id,
      userId: row.userId,
      kind: event.kind,
      coin: event.coin,
      amount: event.amount,
      principalAfter: row.principal,
      interestAfter: row.accruedInterest,
      collateralAfter: row.collateralAmount,
      price: event.price ?? null,
      hourAt: event.hourAt ?? null,
      createdAt: event.at,
    })
    .onConflictDoNothing()
    .returning({ id: loanEvents.id });
  return inserted.length > 0;
};
