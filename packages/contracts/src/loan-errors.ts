import { ShowType } from './envelope';
import type { ErrorDefinition } from './error-definition';

/** The refusals of collateralised loans (module 016), spread into the one catalogue in errors.ts. Codes 1_016_000_NNN. */
export const loanErrors = {
  LOAN_COIN_NOT_OFFERED: {
    code: 1_016_000_001,
    status: 404,
    key: 'loan.coinNotOffered',
    showType: ShowType.warn,
    when: 'A borrow against a coin with no loan terms (data.field collateralCoin). Nothing moved.',
  },
  LOAN_PAUSED: {
    code: 1_016_000_002,
    status: 409,
    key: 'loan.paused',
    showType: ShowType.warn,
    when: 'A borrow against a coin whose new loans staff paused (data.field collateralCoin). Nothing moved.',
  },
  LOAN_RATE_CHANGED: {
    code: 1_016_000_003,
    status: 409,
    key: 'loan.rateChanged',
    showType: ShowType.warn,
    when: 'The hourly rate the user saw (hourlyRate) is not the coin’s rate any more; values hourlyRate (the current one). Nothing moved.',
  },
  LOAN_TERM_NOT_OFFERED: {
    code: 1_016_000_004,
    status: 400,
    key: 'loan.termNotOffered',
    showType: ShowType.warn,
    when: 'A term in days the coin’s terms do not offer (data.field termDays). Nothing moved.',
  },
  LOAN_AMOUNT_OUT_OF_RANGE: {
    code: 1_016_000_005,
    status: 400,
    key: 'loan.amountOutOfRange',
    showType: ShowType.warn,
    when: 'A loan amount below the minimum or above the maximum (data.field loanAmount; values min, max). Nothing moved.',
  },
  LOAN_LTV_EXCEEDED: {
    code: 1_016_000_006,
    status: 400,
    key: 'loan.ltvExceeded',
    showType: ShowType.warn,
    when: 'The loan amount is above initial LTV × collateral × the live price (data.field loanAmount; values max). Nothing moved.',
  },
  LOAN_NOT_FOUND: {
    code: 1_016_000_007,
    status: 404,
    key: 'loan.notFound',
    showType: ShowType.warn,
    when: 'A repay or add-collateral of a loan that is not the caller’s (data.field id). Nothing moved.',
  },
  LOAN_NOT_OPEN: {
    code: 1_016_000_008,
    status: 409,
    key: 'loan.notOpen',
    showType: ShowType.warn,
    when: 'A repay or add-collateral of a loan already repaid or liquidated (data.field id). Nothing moved.',
  },
  LOAN_REPAY_EXCEEDS_DEBT: {
    code: 1_016_000_009,
    status: 400,
    key: 'loan.repayExceedsDebt',
    showType: ShowType.warn,
    when: 'A repayment above what the loan owes (data.field amount; values debt). Nothing moved.',
  },
} satisfies Record<string, ErrorDefinition>;
