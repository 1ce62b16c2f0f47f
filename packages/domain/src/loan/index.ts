export {
  LOAN_COIN_DECIMALS,
  LOAN_USDT_DECIMALS,
  loanHourlyInterest,
  loanInterestToTerm,
  loanLiquidationSplit,
  loanLtv,
  loanMaxBorrow,
  loanPriceAtLtv,
  loanRepaySplit,
  loanTermHours,
} from './loan-math';
export type { LoanLiquidation } from './loan-math';
export {
  LOAN_OVERDUE_GRACE_HOURS,
  isLoanOverdue,
  isLoanPastGrace,
  loanDueAt,
  loanOverdueLiquidationAt,
} from './loan-term';
