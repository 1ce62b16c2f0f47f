import { describe, expect, it } from 'vitest';
import { ErrorCodes } from '@exchange/contracts/errors';
import {
  CHAIN_CODE_VALUES,
  ChannelMethod as ContractChannelMethod,
} from '@exchange/contracts/http/wallet/channels';
import { createRecharge } from '@exchange/contracts/http/wallet/recharge';
import { positiveAmountSchema } from '@exchange/contracts/http/wallet/wallet-common';
import { amountProblem, isPositiveAmount, lowestAmount, coinAmount, remainingLimit } from './amount';
import { CHAIN_CODES, isDestinationTag } from './chains';
import { ChannelMethod } from './channel-method';
import { isTxHash } from './recharge-rules';
import { WITHDRAW_ERROR_CODES } from './withdraw-errors';

/** The screens keep copies of a few contract values so zod stays out of their chunks: the copies must agree. */
describe('contract mirrors', () => {
  it('has the contract’s channel methods, chains and error codes', () => {
    expect(ChannelMethod).toEqual(ContractChannelMethod);
    expect([...CHAIN_CODES]).toEqual([...CHAIN_CODE_VALUES]);
    expect(WITHDRAW_ERROR_CODES.payPasswordNotSet).toBe(ErrorCodes.PAY_PASSWORD_NOT_SET.code);
    expect(WITHDRAW_ERROR_CODES.payPasswordWrong).toBe(ErrorCodes.PAY_PASSWORD_WRONG.code);
  });

  it.each([
    '1',
    '0.5',
    '10.000000000000000001',
    '00012',
    '0',
    '0.000',
    '-1',
    '1e3',
    '1.',
    '.5',
    '',
    ' 1',
    '1,5',
    '123456789012345678901',
  ])('judges the amount %j as the contract does', (text) => {
    expect(isPositiveAmount(text)).toBe(positiveAmountSchema.safeParse(text).success && text.trim() === text);
  });

  it.each([
    'abc',
    'a'.repeat(16),
    'a'.repeat(128),
    'a'.repeat(129),
    '0x12345678901234ab',
    'has space 1234567',
  ])('judges the transaction hash %j as the contract does', (text) => {
    expect(isTxHash(text)).toBe(createRecharge.body?.shape.txHash.safeParse(text).success);
  });
});

describe('amounts', () => {
  it('compares as decimals, never as floats', () => {
    const limits = { minAmount: '0.1', maxAmount: '100', available: '0.3' };
    expect(amountProblem('0.3', limits)).toBeNull();
    expect(amountProblem('0.30000000000000001', limits)).toBe('aboveAvailable');
    expect(amountProblem('0.09', limits)).toBe('belowMinimum');
    expect(amountProblem('100.000000000000000001', { maxAmount: '100' })).toBe('aboveMaximum');
    expect(amountProblem('1,5', limits)).toBe('aboveAvailable');
    expect(amountProblem('abc', limits)).toBe('format');
  });

  it('shows amounts grouped with their own decimals and computes what is left of a limit', () => {
    expect(coinAmount('10.500000000000000000')).toBe('10.50');
    expect(coinAmount('50000')).toBe('50,000.00');
    expect(lowestAmount(['20', '10', '0.0005'])).toBe('0.0005');
    expect(remainingLimit('50000', '200.5')).toBe('49799.5');
    expect(remainingLimit('100', '150')).toBe('0');
    expect(remainingLimit(null, '1')).toBeNull();
  });

  it('accepts XRP destination tags up to 2^32 − 1', () => {
    expect(isDestinationTag('0')).toBe(true);
    expect(isDestinationTag('4294967295')).toBe(true);
    expect(isDestinationTag('4294967296')).toBe(false);
    expect(isDestinationTag('12a')).toBe(false);
  });
});
