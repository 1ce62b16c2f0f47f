import { BigNumber } from 'bignumber.js';
import { and, eq } from 'drizzle-orm';
import {
  LoanBusinessType,
  LoanEventKind,
  LoanLiquidationReason,
  LoanStatus,
  type Loan,
} from '@exchange/contracts';
import { isLoanPastGrace, loanLiquidationSplit, loanLtv } from '@exchange/domain';
import { loans } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { createTransfers, HouseAccount, runMoneyWork, type TransferRequest } from '../ledger/index';
import { pushWallets } from './borrow-loan';
import { LOAN_ACTOR, LOAN_COLLATERAL_WALLET, LOAN_SPOT_WALLET, livePriceOf } from './loan-rules';
import { debtOf, recordEvent, toLoan, type LoanRow } from './loan-store';

/**
 * Why `row` is to be liquidated at `price` now, or null: its LTV at the liquidation LTV or above (no collateral value
 * counts as that), else its grace after `dueAt` over (LOAN_OVERDUE_GRACE_HOURS). The watch's test and the re-check
 * under the lock are this one function.
 */
export const liquidationReasonOf = (
  row: LoanRow,
  price: string,
  nowMs: number,
): LoanLiquidationReason | null => {
  const ltv = loanLtv(debtOf(row), row.collateralAmount, price);
  if (ltv === null || new BigNumber(ltv).isGreaterThanOrEqualTo(row.liquidationLtv))
    return LoanLiquidationReason.ltv;
  return isLoanPastGrace(row.dueAt.getTime(), nowMs) ? LoanLiquidationReason.overdue : null;
};

/**
 * Liquidates one loan, exactly once, under the owner's account lock: re-reads the loan (still open), re-checks at the
 * coin's live price now that it is due for liquidation — LTV at the liquidation LTV, or overdue past the grace (a price
 * that moved back, a loan repaid meanwhile, or no live price, liquidates nothing) — then in one transaction closes it
 * with an UPDATE guarded on status open (recording the reason) and moves the collateral: the debt's worth at the live
 * price to loan_book (1233), the fee's worth (debt × fee rate) to house fees (1234), the rest back to spot (1231).
 * A collateral short of the debt goes all to loan_book and the shortfall stays with the house: no user balance goes
 * negative. Returns the liquidated loan, or null when nothing was done.
 */
export const liquidateLoan = (context: AppContext, loanId: number, userId: number) =>
  runMoneyWork<Loan | null>(context, { userId, actor: LOAN_ACTOR }, async (scope) => {
    const [row] = await scope.tx
      .select()
      .from(loans)
      .where(and(eq(loans.id, loanId), eq(loans.status, LoanStatus.open)));
    if (!row) return { result: null };
    const price = livePriceOf(context, row.collateralCoin);
    if (!price) return { result: null };
    const reason = liquidationReasonOf(row, price, scope.now.getTime());
    if (reason === null) return { result: null };
    const isOverdue = reason === LoanLiquidationReason.overdue;
    const debt = debtOf(row);
    const split = loanLiquidationSplit(row.collateralAmount, debt, row.liquidationFeeRate, price);
    const [closed] = await scope.tx
      .update(loans)
      .set({
        status: LoanStatus.liquidated,
        closedAt: scope.now,
        liquidationPrice: price,
        soldCollateral: split.sold,
        feeCollateral: split.fee,
        returnedCollateral: split.returned,
        shortfall: split.shortfall,
        liquidationReason: reason,
        principal: '0',
        accruedInterest: '0',
        collateralAmount: '0',
        updatedAt: scope.now,
      })
      .where(and(eq(loans.id, loanId), eq(loans.status, LoanStatus.open)))
      .returning();
    if (!closed) return { result: null };
    const coin = row.collateralCoin;
    const ref = `loan:${row.no}`;
    const collateral = await scope.accounts.user(LOAN_COLLATERAL_WALLET, coin);
    const legs: TransferRequest[] = [
      {
        id: `${ref}:liquidation`,
        debitAccountId: collateral,
        creditAccountId: await scope.accounts.house(HouseAccount.loanBook, coin),
        asset: coin,
        amount: split.sold,
        businessType: LoanBusinessType.liquidation,
        ref,
        actor: scope.actor,
        reason: `loan ${row.no}: liquidated${isOverdue ? ' (overdue)' : ''} at ${price}, debt ${debt} USDT`,
      },
      {
        id: `${ref}:liquidation-fee`,
        debitAccountId: collateral,
        creditAccountId: await scope.accounts.house(HouseAccount.fees, coin),
        asset: coin,
        amount: split.fee,
        businessType: LoanBusinessType.liquidationFee,
        ref,
        actor: scope.actor,
        reason: `loan ${row.no}: liquidation fee`,
      },
      {
        id: `${ref}:liquidation-return`,
        debitAccountId: collateral,
        creditAccountId: await scope.accounts.user(LOAN_SPOT_WALLET, coin),
        asset: coin,
        amount: split.returned,
        businessType: LoanBusinessType.collateralReturn,
        ref,
        actor: scope.actor,
        reason: `loan ${row.no}: liquidated, the rest returned`,
      },
    ];
    await createTransfers(
      scope.tx,
      legs.filter((leg) => new BigNumber(leg.amount).isGreaterThan(0)),
    );
    await recordEvent(scope.tx, closed, {
      kind: isOverdue ? LoanEventKind.overdueLiquidation : LoanEventKind.liquidation,
      coin,
      amount: row.collateralAmount,
      price,
      at: scope.now,
    });
    const loan = toLoan(closed, price);
    return { result: loan, afterCommit: () => pushWallets(context, userId, coin) };
  });
