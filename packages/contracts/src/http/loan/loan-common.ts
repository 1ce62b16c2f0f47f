import { z } from 'zod';
import { decimalStringSchema, timestampMsSchema } from '../../common';
import { positiveDecimalString } from '../../strict-text';

/**
 * Collateralised loans (issue 19 §4, anchor Binance Loans): borrow USDT against a coin of the spot wallet. The
 * principal is always USDT; LTV = (principal + accrued interest) / (collateral × the coin's live price in USDT).
 */
export const LOAN_ASSET = 'USDT';

/** Ledger business types: spec loan 502 and repayment 503; ours 1230–1234 (modules/loan/README.md). */
export const LoanBusinessType = {
  loan: 502,
  repayment: 503,
  collateralPledge: 1230,
  collateralReturn: 1231,
  interestAccrual: 1232,
  liquidation: 1233,
  liquidationFee: 1234,
} as const;

/** A loan's status: open 0, repaid 1 (all collateral back), liquidated 2. */
export const LoanStatus = { open: 0, repaid: 1, liquidated: 2 } as const;
export type LoanStatus = (typeof LoanStatus)[keyof typeof LoanStatus];

/** What a loan log entry records (`/funds/loans/log`). */
export const LoanEventKind = {
  borrow: 1,
  interest: 2,
  repay: 3,
  addCollateral: 4,
  liquidation: 5,
  marginCall: 6,
  /** Liquidated because it was still unpaid when the overdue grace after `dueAt` ran out. */
  overdueLiquidation: 7,
} as const;

/** Why a loan was liquidated: its LTV reached the liquidation LTV (1), or it was overdue past the grace (2). */
export const LoanLiquidationReason = { ltv: 1, overdue: 2 } as const;
export type LoanLiquidationReason = (typeof LoanLiquidationReason)[keyof typeof LoanLiquidationReason];

/** A collateral coin as the ledger stores it: upper-case letters and digits, not USDT. */
export const loanCoinSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,12}$/, 'must be a coin such as BTC')
  .refine((coin) => coin !== LOAN_ASSET, 'must be a coin other than USDT');

/** A coin quantity: positive, at most 8 decimals. */
export const loanCollateralAmountSchema = positiveDecimalString(20, 8);
/** A USDT amount: positive, at most 8 decimals. */
export const loanUsdtAmountSchema = positiveDecimalString(14, 8);
/** A fraction such as an LTV (0.65) or a rate: positive, below 10, at most 10 decimals. */
export const loanFractionSchema = positiveDecimalString(1, 10);

/**
 * One loan. `principal` and `accruedInterest` are what is owed now (interest not yet paid); `debt` both; `ltv`
 * debt / (collateral × `price`) at the coin's live price (null when there is no live price). The four rates are the
 * terms the loan was opened on (copied from the coin's config then; staff changes do not touch a running loan).
 */
export const loanSchema = z.object({
  id: z.number().int(),
  no: z.string(),
  status: z.number().int(),
  collateralCoin: z.string(),
  collateralAmount: decimalStringSchema,
  loanCoin: z.string(),
  borrowedAmount: decimalStringSchema,
  principal: decimalStringSchema,
  accruedInterest: decimalStringSchema,
  totalInterest: decimalStringSchema,
  debt: decimalStringSchema,
  hourlyRate: decimalStringSchema,
  termDays: z.number().int(),
  initialLtv: decimalStringSchema,
  marginCallLtv: decimalStringSchema,
  liquidationLtv: decimalStringSchema,
  liquidationFeeRate: decimalStringSchema,
  price: decimalStringSchema.nullable(),
  ltv: decimalStringSchema.nullable(),
  /** The coin price at which this loan's LTV reaches its liquidation LTV. */
  liquidationPrice: decimalStringSchema,
  isMarginCalled: z.boolean(),
  borrowedAt: timestampMsSchema,
  dueAt: timestampMsSchema,
  /**
   * When the loan, if still unpaid, is liquidated for being overdue: `dueAt` + LOAN_OVERDUE_GRACE_HOURS (72 h). Past
   * `dueAt` it is overdue and keeps accruing interest hourly; from this time on the watch liquidates it at the live
   * price with the liquidation fee.
   */
  overdueLiquidationAt: timestampMsSchema,
  closedAt: timestampMsSchema.nullable(),
  /**
   * Liquidated loans: why (LoanLiquidationReason), the price used, the coin taken for the debt and the fee, the coin
   * returned, any shortfall.
   */
  liquidation: z
    .object({
      reason: z.union([z.literal(LoanLiquidationReason.ltv), z.literal(LoanLiquidationReason.overdue)]),
      price: decimalStringSchema,
      soldCollateral: decimalStringSchema,
      feeCollateral: decimalStringSchema,
      returnedCollateral: decimalStringSchema,
      shortfall: decimalStringSchema,
    })
    .nullable(),
});
export type Loan = z.infer<typeof loanSchema>;

/** One entry of a loan's history. `amount` is in `coin`; the `…After` figures are the loan's after it. */
export const loanEventSchema = z.object({
  id: z.number().int(),
  loanId: z.number().int(),
  loanNo: z.string(),
  kind: z.number().int(),
  coin: z.string(),
  amount: decimalStringSchema,
  principalAfter: decimalStringSchema,
  interestAfter: decimalStringSchema,
  collateralAfter: decimalStringSchema,
  price: decimalStringSchema.nullable(),
  createdAt: timestampMsSchema,
});
export type LoanEvent = z.infer<typeof loanEventSchema>;
