import { z } from 'zod';
import { decimalStringSchema, pageQuerySchema, pageResultSchema } from '../../common';
import { defineOperation } from '../operation';
import { idQuerySchema } from '../wallet/wallet-common';
import {
  loanCoinSchema,
  loanCollateralAmountSchema,
  loanEventSchema,
  loanFractionSchema,
  loanSchema,
  loanUsdtAmountSchema,
} from './loan-common';

/**
 * One collateral coin's offer as the borrow screen shows it before confirming: the rate per hour, the three LTVs, the
 * terms, the loan limits, the liquidation fee; the coin's live price (null without one) and the caller's spot balance.
 */
export const loanOfferSchema = z.object({
  collateralCoin: z.string(),
  isActive: z.boolean(),
  hourlyRate: decimalStringSchema,
  initialLtv: decimalStringSchema,
  marginCallLtv: decimalStringSchema,
  liquidationLtv: decimalStringSchema,
  liquidationFeeRate: decimalStringSchema,
  termDays: z.array(z.number().int()),
  minLoan: decimalStringSchema,
  maxLoan: decimalStringSchema,
  price: decimalStringSchema.nullable(),
  available: decimalStringSchema,
});
export type LoanOffer = z.infer<typeof loanOfferSchema>;

export const loanInfoSchema = z.object({
  loanCoin: z.string(),
  offers: z.array(loanOfferSchema),
  /** The caller's spot USDT (what a repayment draws on). */
  usdtAvailable: decimalStringSchema,
});
export type LoanInfo = z.infer<typeof loanInfoSchema>;

export const getLoanInfo = defineOperation({
  method: 'GET',
  path: '/pay/loan/info',
  auth: 'member',
  summary:
    'The loan offers per collateral coin (rates, LTVs, terms, limits), live prices and the caller’s balances.',
  response: loanInfoSchema,
});

/**
 * Borrows `loanAmount` USDT into the spot wallet against `collateralAmount` of `collateralCoin` moved from spot to the
 * collateral wallet. `hourlyRate` is the rate the user saw (LOAN_RATE_CHANGED 409 when staff changed it since). The
 * loan amount must be at most initial LTV × collateral × the live price (LOAN_LTV_EXCEEDED). Header `Idempotency-Key`.
 */
export const borrowLoan = defineOperation({
  method: 'POST',
  path: '/pay/loan/loan',
  auth: 'member',
  requiresIdempotencyKey: true,
  summary: 'Borrow USDT against a coin of the spot wallet, on the terms shown by loan info.',
  body: z.strictObject({
    collateralCoin: loanCoinSchema,
    collateralAmount: loanCollateralAmountSchema,
    loanAmount: loanUsdtAmountSchema,
    termDays: z.number().int().positive().max(3650),
    hourlyRate: loanFractionSchema,
  }),
  response: loanSchema,
});

/**
 * Repays `amount` USDT from the spot wallet: the accrued interest first, then principal. Paying the whole debt closes
 * the loan and returns all its collateral to the spot wallet. Header `Idempotency-Key`.
 */
export const repayLoan = defineOperation({
  method: 'POST',
  path: '/pay/loan/repay/:id',
  auth: 'member',
  requiresIdempotencyKey: true,
  summary: 'Repay part or all of an open loan (interest first); the whole debt returns the collateral.',
  params: z.strictObject({ id: idQuerySchema }),
  body: z.strictObject({ amount: loanUsdtAmountSchema }),
  response: loanSchema,
});

/** Pledges more of the loan's coin from the spot wallet, lowering its LTV. Header `Idempotency-Key`. */
export const addLoanCollateral = defineOperation({
  method: 'POST',
  path: '/pay/loan/add-collateral/:id',
  auth: 'member',
  requiresIdempotencyKey: true,
  summary: 'Add collateral to an open loan from the spot wallet.',
  params: z.strictObject({ id: idQuerySchema }),
  body: z.strictObject({ amount: loanCollateralAmountSchema }),
  response: loanSchema,
});

/** `open`: open loans, newest first; `closed`: repaid and liquidated ones, newest first. */
export const LOAN_SCOPES = ['open', 'closed'] as const;

export const pageLoans = defineOperation({
  method: 'GET',
  path: '/pay/loan/page',
  auth: 'member',
  summary: "The caller's loans, open or closed, with the live LTV of open ones.",
  query: z.strictObject({ ...pageQuerySchema.shape, scope: z.enum(LOAN_SCOPES).default('open') }),
  response: pageResultSchema(loanSchema),
});

export const pageLoanLog = defineOperation({
  method: 'GET',
  path: '/pay/loan/log',
  auth: 'member',
  summary: "The caller's loan history: borrows, hourly interest, repayments, collateral added, liquidations.",
  query: z.strictObject({ ...pageQuerySchema.shape, loanId: idQuerySchema.optional() }),
  response: pageResultSchema(loanEventSchema),
});
