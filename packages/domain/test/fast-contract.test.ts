import { describe, expect, it } from 'vitest';
import {
  FAST_DOWN,
  FAST_UP,
  fastContractExposureAfter,
  fastContractHouseEdge,
  fastContractLossIfWrong,
  fastContractOutcome,
  fastContractPayoutIfWon,
  fastContractPayoutOf,
  fastContractProfitIfWon,
  fastContractProfitOf,
} from '../src/index';

describe('fast-contract math', () => {
  it('a win returns the stake plus stake × rate, exactly; a loss is the whole stake', () => {
    expect(fastContractPayoutIfWon('100', '0.85')).toBe('185');
    expect(fastContractProfitIfWon('100', '0.85')).toBe('85');
    expect(fastContractPayoutIfWon('10.01', '0.8333')).toBe('18.351333');
    expect(fastContractLossIfWrong('10.01')).toBe('10.01');
  });

  it.each([
    ['0.85', '0.075'],
    ['0.8', '0.1'],
    ['0.75', '0.125'],
    ['1', '0'],
    ['0.9999', '0.00005'],
  ])('the house edge of a fair coin at payout %s is (1 − rate) / 2 = %s', (rate, edge) => {
    expect(fastContractHouseEdge(rate)).toBe(edge);
  });

  it.each([
    [FAST_UP, '60000', '60000.01', 'won'],
    [FAST_UP, '60000', '59999.99', 'lost'],
    [FAST_DOWN, '60000', '59999.99', 'won'],
    [FAST_DOWN, '60000', '60000.01', 'lost'],
    [FAST_UP, '60000', '60000.000', 'tie'],
    [FAST_DOWN, '60000', '60000', 'tie'],
    [FAST_UP, '60000', null, 'void'],
    [FAST_DOWN, '60000', null, 'void'],
  ] as const)('direction %s, open %s, close %s: %s', (direction, open, close, outcome) => {
    expect(fastContractOutcome(direction, open, close)).toBe(outcome);
  });

  it('pays by outcome and states the profit as payout − stake', () => {
    expect(fastContractPayoutOf('won', '100', '0.85')).toBe('185');
    expect(fastContractPayoutOf('lost', '100', '0.85')).toBe('0');
    expect(fastContractPayoutOf('tie', '100', '0.85')).toBe('100');
    expect(fastContractPayoutOf('void', '100', '0.85')).toBe('100');
    expect(fastContractProfitOf('won', '100', '0.85')).toBe('85');
    expect(fastContractProfitOf('lost', '100', '0.85')).toBe('-100');
    expect(fastContractProfitOf('tie', '100', '0.85')).toBe('0');
  });

  it('adds a stake’s possible winnings to a side’s exposure', () => {
    expect(fastContractExposureAfter('85', '100', '0.85')).toBe('170');
    expect(fastContractExposureAfter('0', '0.01', '0.75')).toBe('0.0075');
  });

  it('refuses what is not a decimal (a bug upstream)', () => {
    expect(() => fastContractHouseEdge('abc')).toThrow(RangeError);
  });
});
