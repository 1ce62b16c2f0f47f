import { BigNumber } from 'bignumber.js';
import { and, eq } from 'drizzle-orm';
import { LoanBusinessType, LoanEventKind, LoanStatus, type Loan } from '@exchange/contracts';
import { loanRepaySplit, canonicalDecimal } from '@exchange/domain';
import { loans } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { assert, fail } from '../../platform/errors';
import {
  createTransfers,
  HouseAccount,
  runMoneyRequest,
  type MoneyScope,
  type TransferRequest,
} from '../ledger/index';
import { pushWallets } from './borrow-loan';
import { LOAN_ASSET, LOAN_COLLATERAL_WALLET, LOAN_SPOT_WALLET, livePriceOf } from './loan-rules';
import { debtOf, ownLoan, recordEvent, requireOpen, toLoan, type LoanRow } from './loan-store';

/** A loan's money request: the loan re-read under the account lock, refused when not the caller's or not open. */
const loanAccounts = (coin: string) => ({
  user: [
    [LOAN_SPOT_WALLET, LOAN_ASSET],
    [LOAN_SPOT_WALLET, coin],
    [LOAN_COLLATERAL_WALLET, coin],
  ] as const,
  house: [
    [HouseAccount.loanBook, LOAN_ASSET],
    [HouseAccount.fees, LOAN_ASSET],
  ] as const,
});

const coinOf = async (context: AppContext, caller: Caller, id: number) =>
  (await ownLoan(context.db, caller.userId, id)).collateralCoin;

/** Writes the loan's new figures, guarded on status open (a liquidation that won first leaves nothing to change). */
const updateOpen = async (scope: MoneyScope, id: number, set: Partial<LoanRow>) => {
  const [row] = await scope.tx
    .update(loans)
    .set({ ...set, updatedAt: scope.now })
    .where(and(eq(loans.id, id), eq(loans.status, LoanStatus.open)))
    .returning();
  return row ?? fail('LOAN_NOT_OPEN', { field: 'id' });
};

/**
 * `POST pay/loan/repay/:id`: spot USDT pays the accrued interest first (→ house fees, 503), then principal
 * (→ loan_book, 503). Paying the whole debt closes the loan (status repaid) and returns all its collateral from
 * loan_collateral to spot (1231), in the same batch. More than the debt is LOAN_REPAY_EXCEEDS_DEBT naming `amount`.
 */
export const repayLoan = async (
  context: AppContext,
  caller: Caller,
  key: string,
  id: number,
  body: { amount: string },
): Promise<Loan> => {
  const coin = await coinOf(context, caller, id);
  const amount = canonicalDecimal(body.amount);
  const { result } = await runMoneyRequest(
    context,
    {
      userId: caller.userId,
      key,
      kind: 'loan.repay',
      body: { id, amount },
      accounts: loanAccounts(coin),
    },
    async (scope) => {
      const row = requireOpen(await ownLoan(scope.tx, scope.userId, id));
      const debt = debtOf(row);
      if (new BigNumber(amount).isGreaterThan(debt))
        fail('LOAN_REPAY_EXCEEDS_DEBT', { field: 'amount', values: { debt } });
      const split = loanRepaySplit(amount, row.accruedInterest);
      const principal = new BigNumber(row.principal).minus(split.toPrincipal).toFixed();
      const interest = new BigNumber(row.accruedInterest).minus(split.toInterest).toFixed();
      const isWhole = new BigNumber(principal).isZero() && new BigNumber(interest).isZero();
      const updated = await updateOpen(scope, id, {
        principal,
        accruedInterest: interest,
        ...(isWhole
          ? { status: LoanStatus.repaid, closedAt: scope.now, collateralAmount: '0', isMarginCalled: false }
          : {}),
      });
      const ref = `loan:${row.no}`;
      const seq = `${scope.now.getTime()}:${key}`;
      const spotUsdt = await scope.accounts.user(LOAN_SPOT_WALLET, LOAN_ASSET);
      const transfers: TransferRequest[] = [
        {
          id: `${ref}:repay:${seq}:interest`,
          debitAccountId: spotUsdt,
          creditAccountId: await scope.accounts.house(HouseAccount.fees, LOAN_ASSET),
          asset: LOAN_ASSET,
          amount: split.toInterest,
          businessType: LoanBusinessType.repayment,
          ref,
          actor: scope.actor,
          reason: `loan ${row.no}: interest repaid`,
        },
        {
          id: `${ref}:repay:${seq}:principal`,
          debitAccountId: spotUsdt,
          creditAccountId: await scope.accounts.house(HouseAccount.loanBook, LOAN_ASSET),
          asset: LOAN_ASSET,
          amount: split.toPrincipal,
          businessType: LoanBusinessType.repayment,
          ref,
          actor: scope.actor,
          reason: `loan ${row.no}: principal repaid`,
        },
      ];
      if (isWhole)
        transfers.push({
          id: `${ref}:return`,
          debitAccountId: await scope.accounts.user(LOAN_COLLATERAL_WALLET, coin),
          creditAccountId: await scope.accounts.user(LOAN_SPOT_WALLET, coin),
          asset: coin,
          amount: canonicalDecimal(row.collateralAmount),
          businessType: LoanBusinessType.collateralReturn,
          ref,
          actor: scope.actor,
          reason: `loan ${row.no}: repaid, collateral returned`,
        });
      await createTransfers(
        scope.tx,
        transfers.filter((transfer) => new BigNumber(transfer.amount).isGreaterThan(0)),
      );
      await recordEvent(scope.tx, updated, {
        kind: LoanEventKind.repay,
        coin: LOAN_ASSET,
        amount,
        at: scope.now,
      });
      const loan = toLoan(updated, livePriceOf(context, coin));
      return { result: loan, afterCommit: () => pushWallets(context, scope.userId, coin) };
    },
  );
  return result;
};

/**
 * `POST pay/loan/add-collateral/:id`: moves `amount` of the loan's coin from spot to loan_collateral (1230); the
 * loan's LTV falls. The margin-call flag clears when the LTV is back under the margin-call LTV (the watch re-arms).
 */
export const addLoanCollateral = async (
  context: AppContext,
  caller: Caller,
  key: string,
  id: number,
  body: { amount: string },
): Promise<Loan> => {
  const coin = await coinOf(context, caller, id);
  const amount = canonicalDecimal(body.amount);
  const { result } = await runMoneyRequest(
    context,
    {
      userId: caller.userId,
      key,
      kind: 'loan.add-collateral',
      body: { id, amount },
      accounts: loanAccounts(coin),
    },
    async (scope) => {
      const row = requireOpen(await ownLoan(scope.tx, scope.userId, id));
      const balance = scope.accounts.balance(LOAN_SPOT_WALLET, coin);
      if (!balance || new BigNumber(balance.available).isLessThan(amount))
        fail('INSUFFICIENT_BALANCE', { field: 'amount' });
      const updated = await updateOpen(scope, id, {
        collateralAmount: new BigNumber(row.collateralAmount).plus(amount).toFixed(),
      });
      await createTransfers(scope.tx, [
        {
          id: `loan:${row.no}:pledge:${scope.now.getTime()}:${key}`,
          debitAccountId: await scope.accounts.user(LOAN_SPOT_WALLET, coin),
          creditAccountId: await scope.accounts.user(LOAN_COLLATERAL_WALLET, coin),
          asset: coin,
          amount,
          businessType: LoanBusinessType.collateralPledge,
          ref: `loan:${row.no}`,
          actor: scope.actor,
          reason: `loan ${row.no}: collateral added`,
        },
      ]);
      assert(updated, 'loan: update returned nothing');
      await recordEvent(scope.tx, updated, {
        kind: LoanEventKind.addCollateral,
        coin,
        amount,
        at: scope.now,
      });
      const loan = toLoan(updated, livePriceOf(context, coin));
      return { result: loan, afterCommit: () => pushWallets(context, scope.userId, coin) };
    },
  );
  return result;
};
