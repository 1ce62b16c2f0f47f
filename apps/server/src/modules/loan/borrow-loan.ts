import { BigNumber } from 'bignumber.js';
import { LoanBusinessType, LoanEventKind, LoanStatus, type Loan } from '@exchange/contracts';
import { loanDueAt, loanHourlyInterest, loanMaxBorrow, canonicalDecimal } from '@exchange/domain';
import { loans } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { assert, fail } from '../../platform/errors';
import { publishUserPush } from '../../platform/ws-hub/user-push';
import { createTransfers, HouseAccount, runMoneyRequest, type MoneyScope } from '../ledger/index';
import {
  LOAN_ASSET,
  LOAN_COLLATERAL_WALLET,
  LOAN_SPOT_WALLET,
  hourStart,
  loanConfigOf,
  loanNumber,
  requireLivePrice,
  type LoanConfigRow,
} from './loan-rules';
import { recordEvent, toLoan } from './loan-store';

export interface BorrowLoanBody {
  collateralCoin: string;
  collateralAmount: string;
  loanAmount: string;
  termDays: number;
  hourlyRate: string;
}

/** The terms the user saw must still be the terms: offered, active, the rate unchanged, the term and amount allowed. */
const requireTerms = (config: LoanConfigRow | undefined, body: BorrowLoanBody) => {
  if (!config) return fail('LOAN_COIN_NOT_OFFERED', { field: 'collateralCoin' });
  if (!config.isActive) fail('LOAN_PAUSED', { field: 'collateralCoin' });
  if (!new BigNumber(config.hourlyRate).isEqualTo(body.hourlyRate))
    fail('LOAN_RATE_CHANGED', {
      field: 'hourlyRate',
      values: { hourlyRate: canonicalDecimal(config.hourlyRate) },
    });
  if (!config.termDays.includes(body.termDays)) fail('LOAN_TERM_NOT_OFFERED', { field: 'termDays' });
  const amount = new BigNumber(body.loanAmount);
  if (amount.isLessThan(config.minLoan) || amount.isGreaterThan(config.maxLoan))
    fail('LOAN_AMOUNT_OUT_OF_RANGE', {
      field: 'loanAmount',
      values: { min: canonicalDecimal(config.minLoan), max: canonicalDecimal(config.maxLoan) },
    });
  return config;
};

const requireCollateral = async (scope: MoneyScope, coin: string, amount: string) => {
  const balance = scope.accounts.balance(LOAN_SPOT_WALLET, coin);
  if (!balance || new BigNumber(balance.available).isLessThan(amount))
    fail('INSUFFICIENT_BALANCE', { field: 'collateralAmount' });
};

/**
 * `POST pay/loan/loan`: one money request under the account lock. The terms are read in the transaction (a rate
 * changed since the user saw it is refused); the loan is at most initial LTV × collateral × the coin's live price.
 * The collateral moves spot → loan_collateral (1230) and the principal loan_book → spot USDT (502) in one batch. The
 * first hour's interest is owed at once (as Binance Loans: interest from the hour the loan begins).
 */
export const borrowLoan = async (
  context: AppContext,
  caller: Caller,
  key: string,
  body: BorrowLoanBody,
): Promise<Loan> => {
  const canonicalBody = {
    ...body,
    collateralAmount: canonicalDecimal(body.collateralAmount),
    loanAmount: canonicalDecimal(body.loanAmount),
    hourlyRate: canonicalDecimal(body.hourlyRate),
  };
  const coin = body.collateralCoin;
  const { result } = await runMoneyRequest(
    context,
    {
      userId: caller.userId,
      key,
      kind: 'loan.borrow',
      body: canonicalBody,
      gate: 'trading',
      accounts: {
        user: [
          [LOAN_SPOT_WALLET, coin],
          [LOAN_COLLATERAL_WALLET, coin],
          [LOAN_SPOT_WALLET, LOAN_ASSET],
        ],
        house: [[HouseAccount.loanBook, LOAN_ASSET]],
      },
    },
    async (scope) => {
      const config = requireTerms(await loanConfigOf(scope.tx, coin), body);
      const price = requireLivePrice(context, coin);
      const max = loanMaxBorrow(canonicalBody.collateralAmount, price, config.initialLtv);
      if (new BigNumber(canonicalBody.loanAmount).isGreaterThan(max))
        fail('LOAN_LTV_EXCEEDED', { field: 'loanAmount', values: { max } });
      await requireCollateral(scope, coin, canonicalBody.collateralAmount);
      const no = loanNumber(scope.now.getTime());
      const firstHour = loanHourlyInterest(canonicalBody.loanAmount, config.hourlyRate);
      const [row] = await scope.tx
        .insert(loans)
        .values({
          no,
          userId: scope.userId,
          status: LoanStatus.open,
          collateralCoin: coin,
          collateralAmount: canonicalBody.collateralAmount,
          borrowedAmount: canonicalBody.loanAmount,
          principal: canonicalBody.loanAmount,
          accruedInterest: firstHour,
          totalInterest: firstHour,
          hourlyRate: config.hourlyRate,
          termDays: body.termDays,
          initialLtv: config.initialLtv,
          marginCallLtv: config.marginCallLtv,
          liquidationLtv: config.liquidationLtv,
          liquidationFeeRate: config.liquidationFeeRate,
          lastAccruedHour: new Date(hourStart(scope.now.getTime())),
          borrowedAt: scope.now,
          dueAt: new Date(loanDueAt(scope.now.getTime(), body.termDays)),
          createdAt: scope.now,
          updatedAt: scope.now,
        })
        .returning();
      assert(row, 'loan: insert returned nothing');
      await createTransfers(scope.tx, [
        {
          id: `loan:${no}:pledge`,
          debitAccountId: await scope.accounts.user(LOAN_SPOT_WALLET, coin),
          creditAccountId: await scope.accounts.user(LOAN_COLLATERAL_WALLET, coin),
          asset: coin,
          amount: canonicalBody.collateralAmount,
          businessType: LoanBusinessType.collateralPledge,
          ref: `loan:${no}`,
          actor: scope.actor,
          reason: `loan ${no}: collateral pledged`,
        },
        {
          id: `loan:${no}:principal`,
          debitAccountId: await scope.accounts.house(HouseAccount.loanBook, LOAN_ASSET),
          creditAccountId: await scope.accounts.user(LOAN_SPOT_WALLET, LOAN_ASSET),
          asset: LOAN_ASSET,
          amount: canonicalBody.loanAmount,
          businessType: LoanBusinessType.loan,
          ref: `loan:${no}`,
          actor: scope.actor,
          reason: `loan ${no}: principal lent`,
        },
      ]);
      await recordEvent(scope.tx, row, {
        kind: LoanEventKind.borrow,
        coin: LOAN_ASSET,
        amount: canonicalBody.loanAmount,
        price,
        at: scope.now,
      });
      await recordEvent(scope.tx, row, {
        kind: LoanEventKind.interest,
        coin: LOAN_ASSET,
        amount: firstHour,
        hourAt: row.lastAccruedHour,
        at: scope.now,
      });
      const loan = toLoan(row, price);
      return { result: loan, afterCommit: () => pushWallets(context, scope.userId, coin) };
    },
  );
  return result;
};

/** After commit: the spot and collateral wallets changed. */
export const pushWallets = async (context: AppContext, userId: number, coin: string) => {
  await publishUserPush(context, userId, {
    type: 'WALLET_UPDATE',
    data: { wallets: [LOAN_SPOT_WALLET, LOAN_COLLATERAL_WALLET], coin },
  });
  await publishUserPush(context, userId, {
    type: 'WALLET_UPDATE',
    data: { wallets: [LOAN_SPOT_WALLET], coin: LOAN_ASSET },
  });
};
