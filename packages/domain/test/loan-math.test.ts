import { describe, expect, it } from 'vitest';
import {
  loanHourlyInterest,
  loanInterestToTerm,
  loanLiquidationSplit,
  loanLtv,
  loanMaxBorrow,
  loanPriceAtLtv,
  loanRepaySplit,
} from '../src/loan/index';

describe('loan math', () => {
  it('charges principal × rate an hour, rounded up to 8 decimals, and × 24 × days to term', () => {
    expect(loanHourlyInterest('30000', '0.0000095')).toBe('0.285');
    expect(loanHourlyInterest('1', '0.000000001')).toBe('0.00000001');
    expect(loanInterestToTerm('30000', '0.0000095', 30)).toBe('205.2');
  });

  it('computes max borrow, LTV and the price at an LTV', () => {
    expect(loanMaxBorrow('1', '60000', '0.65')).toBe('39000');
    expect(loanLtv('30000.285', '1', '60000')).toBe('0.500005');
    expect(loanLtv('1', '0', '60000')).toBeNull();
    expect(loanPriceAtLtv('30000', '1', '0.9')).toBe('33333.33333334');
  });

  it('splits a repayment interest first', () => {
    expect(loanRepaySplit('100', '0.285')).toEqual({ toInterest: '0.285', toPrincipal: '99.715' });
    expect(loanRepaySplit('0.1', '0.285')).toEqual({ toInterest: '0.1', toPrincipal: '0' });
  });

  it('liquidates the debt, then the fee, returns the rest; a short collateral leaves a shortfall', () => {
    expect(loanLiquidationSplit('1', '30000.285', '0.02', '33000')).toEqual({
      sold: '0.90909955',
      fee: '0.018182',
      returned: '0.07271845',
      shortfall: '0',
    });
    expect(loanLiquidationSplit('1', '39000.3705', '0.02', '20000')).toEqual({
      sold: '1',
      fee: '0',
      returned: '0',
      shortfall: '19000.3705',
    });
  });
});
