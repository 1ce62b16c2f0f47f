import { describe, expect, it } from 'vitest';
import {
  collateralProblem,
  disclosure,
  loanAmountProblem,
  maxBorrowFor,
  percent,
  type LoanOffer,
} from './loan-ticket';

const offer: LoanOffer = {
  collateralCoin: 'BTC',
  isActive: true,
  hourlyRate: '0.0000095',
  initialLtv: '0.65',
  marginCallLtv: '0.8',
  liquidationLtv: '0.9',
  liquidationFeeRate: '0.02',
  termDays: [7, 30, 90],
  minLoan: '10',
  maxLoan: '500000',
  price: '60000',
  available: '2',
};

describe('loan ticket', () => {
  it('caps the loan at initial LTV × collateral × live price', () => {
    expect(maxBorrowFor(offer, '1')).toBe('39000');
    expect(loanAmountProblem(offer, '1', '39000.01')).toEqual({ key: 'loans.problem.ltv', max: '39000' });
    expect(loanAmountProblem(offer, '1', '39000')).toBeNull();
    expect(loanAmountProblem(offer, '1', '5')).toMatchObject({ key: 'loans.problem.range' });
  });

  it('refuses more collateral than held and malformed amounts', () => {
    expect(collateralProblem(offer, '3')).toMatchObject({ key: 'loans.problem.balance' });
    expect(collateralProblem(offer, '0.123456789')).toMatchObject({ key: 'loans.problem.decimals' });
    expect(collateralProblem(offer, '')).toMatchObject({ key: 'loans.problem.required' });
  });

  it('discloses hourly and total interest, LTV and the liquidation price', () => {
    expect(disclosure(offer, '1', '30000', 30)).toEqual({
      hourly: '0.285',
      toTerm: '205.2',
      ltv: '0.5',
      liquidationPrice: '33333.33333334',
      marginCallPrice: '37500',
    });
    expect(percent('0.65')).toBe('65%');
  });
});
