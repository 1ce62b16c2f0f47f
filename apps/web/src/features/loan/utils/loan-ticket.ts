import { parseDecimal } from '@exchange/domain/decimal';
import { formatPercent } from '@exchange/ui/format';
import {
  loanHourlyInterest,
  loanInterestToTerm,
  loanLtv,
  loanMaxBorrow,
  loanPriceAtLtv,
} from '@exchange/domain/loan/index';
import type { LoanInfo } from '../api/loan-api';

export type LoanOffer = LoanInfo['offers'][number];

export type Problem =
  | { key: 'loans.problem.required' }
  | { key: 'loans.problem.decimals' }
  | { key: 'loans.problem.positive' }
  | { key: 'loans.problem.balance'; available: string }
  | { key: 'loans.problem.range'; min: string; max: string }
  | { key: 'loans.problem.ltv'; max: string }
  | { key: 'loans.problem.debt'; debt: string };

const DECIMALS = /^\d+(\.\d{1,8})?$/;

/** What is wrong with an amount typed (null when fine): empty, not a number, more than 8 decimals, zero. */
export function amountProblem(value: string): Problem | null {
  const text = value.trim();
  if (text === '') return { key: 'loans.problem.required' };
  if (!DECIMALS.test(text)) return { key: 'loans.problem.decimals' };
  if (!parseDecimal(text)?.isGreaterThan(0)) return { key: 'loans.problem.positive' };
  return null;
}

/** The most the collateral typed allows at the live price (null without a price or a valid amount). */
export function maxBorrowFor(offer: LoanOffer, collateral: string): string | null {
  if (!offer.price || amountProblem(collateral)) return null;
  const max = loanMaxBorrow(collateral, offer.price, offer.initialLtv);
  return parseDecimal(max)?.isGreaterThan(offer.maxLoan) ? offer.maxLoan : max;
}

export function collateralProblem(offer: LoanOffer, collateral: string): Problem | null {
  const problem = amountProblem(collateral);
  if (problem) return problem;
  if (parseDecimal(collateral)?.isGreaterThan(offer.available))
    return { key: 'loans.problem.balance', available: offer.available };
  return null;
}

export function loanAmountProblem(offer: LoanOffer, collateral: string, amount: string): Problem | null {
  const problem = amountProblem(amount);
  if (problem) return problem;
  const value = parseDecimal(amount);
  if (value?.isLessThan(offer.minLoan) || value?.isGreaterThan(offer.maxLoan))
    return { key: 'loans.problem.range', min: offer.minLoan, max: offer.maxLoan };
  const max = maxBorrowFor(offer, collateral);
  if (max !== null && value?.isGreaterThan(max)) return { key: 'loans.problem.ltv', max };
  return null;
}

/** Every number the borrower pays or risks, before confirming. */
export function disclosure(offer: LoanOffer, collateral: string, amount: string, termDays: number) {
  const isValid = !amountProblem(collateral) && !amountProblem(amount);
  if (!isValid) return null;
  const hourly = loanHourlyInterest(amount, offer.hourlyRate);
  const toTerm = loanInterestToTerm(amount, offer.hourlyRate, termDays);
  return {
    hourly,
    toTerm,
    ltv: offer.price ? loanLtv(amount, collateral, offer.price) : null,
    liquidationPrice: loanPriceAtLtv(amount, collateral, offer.liquidationLtv),
    marginCallPrice: loanPriceAtLtv(amount, collateral, offer.marginCallLtv),
  };
}

/** A fraction as a percentage in the user's locale, every decimal kept: 0.65 → 65%. */
export function percent(fraction: string) {
  const value = parseDecimal(fraction)?.times(100);
  return value
    ? formatPercent(value.toFixed(), { decimals: value.decimalPlaces() ?? 0, signed: false })
    : fraction;
}
