import { afterEach, describe, expect, it } from 'vitest';
import { setNumberLocale } from '@exchange/ui/format';
import {
  amountProblem,
  estimateSwap,
  formatCoinAmount,
  fractionToPercent,
  normalizeAmount,
  percentToFraction,
  sanitizeAmountInput,
} from './amounts';
import { validateTransfer, pickWallet, initialTransferValues } from './transfer-values';

describe('formatCoinAmount', () => {
  it('keeps the amount’s own decimals between 2 and 8, cut and never rounded up, grouped', () => {
    expect(formatCoinAmount('1234.5')).toBe('1,234.50');
    expect(formatCoinAmount('0.00123400')).toBe('0.001234');
    expect(formatCoinAmount('0.123456789')).toBe('0.12345678');
    expect(formatCoinAmount('0.000000001')).toBe('0.00000001');
    expect(formatCoinAmount('-2.5')).toBe('-2.50');
    expect(formatCoinAmount('1.999', 2)).toBe('1.99');
    expect(formatCoinAmount('n/a')).toBe('n/a');
  });

  it('groups and marks decimals in the number locale', () => {
    setNumberLocale('de');
    expect(formatCoinAmount('9700')).toBe('9.700,00');
    expect(formatCoinAmount('1234567.123456789')).toBe('1.234.567,12345678');
  });
});

afterEach(() => setNumberLocale('en'));

describe('amountProblem', () => {
  it('names the first problem of a typed amount', () => {
    expect(amountProblem('', { available: '10' })).toBe('required');
    expect(amountProblem('1.2.3', { available: '10' })).toBe('invalid');
    expect(amountProblem('0.000', { available: '10' })).toBe('zero');
    expect(amountProblem(`0.${'1'.repeat(19)}`, { available: '10' })).toBe('tooManyDecimals');
    expect(amountProblem('10.0000000000000001', { available: '10' })).toBe('insufficient');
    expect(amountProblem('0.5', { available: '10', minAmount: '1' })).toBe('belowMinimum');
    expect(amountProblem('11', { available: '100', maxAmount: '10' })).toBe('aboveMaximum');
  });

  it('accepts the whole balance, and leaves an unknown balance to the server', () => {
    expect(amountProblem('10', { available: '10.000' })).toBeNull();
    expect(amountProblem('.5', { available: null })).toBeNull();
    expect(amountProblem('5', { available: '10', maxAmount: '0' })).toBeNull();
  });

  it('normalises and sanitises what is typed', () => {
    expect(normalizeAmount('.5')).toBe('0.5');
    expect(normalizeAmount('12.')).toBe('12');
    expect(normalizeAmount('0012.3400')).toBe('12.34');
    expect(sanitizeAmountInput('1,5a')).toBe('1.5');
    expect(sanitizeAmountInput('1.2.3')).toBe('1.23');
    expect(sanitizeAmountInput(`1.${'9'.repeat(20)}`)).toBe(`1.${'9'.repeat(18)}`);
  });
});

describe('estimateSwap', () => {
  it('takes the fee from what is received and applies the slippage to the minimum, exactly', () => {
    expect(estimateSwap({ amount: '100', price: '0.00001', feeRate: '0.002', slippage: '0.005' })).toEqual({
      grossAmount: '0.001',
      feeAmount: '0.000002',
      receiveAmount: '0.000998',
      minimumReceiveAmount: '0.00099301',
    });
    // 0.1 + 0.2 style inputs stay exact (no floats).
    expect(estimateSwap({ amount: '0.1', price: '3', feeRate: '0', slippage: '0' })?.receiveAmount).toBe(
      '0.3',
    );
  });

  it('cuts to the ledger scale and refuses unusable inputs', () => {
    const estimate = estimateSwap({
      amount: '1',
      price: '0.333333333333333333333',
      feeRate: '0.002',
      slippage: '0',
    });
    expect(estimate?.grossAmount).toBe('0.333333333333333333');
    expect(estimateSwap({ amount: '0', price: '1', feeRate: '0', slippage: '0' })).toBeNull();
    expect(estimateSwap({ amount: 'x', price: '1', feeRate: '0', slippage: '0' })).toBeNull();
  });
});

describe('slippage percentages', () => {
  it('converts between the fraction on the wire and the percentage on screen', () => {
    expect(fractionToPercent('0.005')).toBe('0.5');
    expect(percentToFraction('0.5', '0.05')).toBe('0.005');
    expect(percentToFraction('5', '0.05')).toBe('0.05');
    expect(percentToFraction('5.01', '0.05')).toBeNull();
    expect(percentToFraction('', '0.05')).toBeNull();
    expect(percentToFraction('0.12345', '0.05')).toBeNull();
  });
});

describe('transfer values', () => {
  it('starts from the link, spot → contract and USDT by default', () => {
    expect(initialTransferValues(new URLSearchParams(''), ['BTC', 'USDT'])).toEqual({
      fromWallet: 'spot',
      toWallet: 'contract',
      coin: 'USDT',
      amount: '',
    });
    expect(initialTransferValues(new URLSearchParams('from=contract&coin=btc'), ['BTC', 'USDT'])).toEqual({
      fromWallet: 'contract',
      toWallet: 'spot',
      coin: 'BTC',
      amount: '',
    });
  });

  it('never lets both sides hold the same wallet, and checks the amount against the source', () => {
    const values = { fromWallet: 'spot', toWallet: 'contract', coin: 'USDT', amount: '5' } as const;
    expect(pickWallet(values, 'toWallet', 'spot')).toMatchObject({
      fromWallet: 'contract',
      toWallet: 'spot',
    });
    expect(validateTransfer({ ...values, toWallet: 'spot' }, '10')).toEqual({ toWallet: 'sameWallet' });
    expect(validateTransfer(values, '4')).toEqual({ amount: 'insufficient' });
    expect(validateTransfer(values, '5')).toEqual({});
  });
});
