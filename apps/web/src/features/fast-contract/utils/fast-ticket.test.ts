import { describe, expect, it } from 'vitest';
import { nextSettlementCheck } from '../api/page-fast-contracts';
import type { FastContractOrder } from '../api/page-fast-contracts';
import { formatCountdown, secondsLeft } from './countdown';
import { evaluateFastTicket } from './fast-ticket';
import type { FastTicketContext } from './fast-ticket';

const context: FastTicketContext = {
  symbol: 'BTCUSDT',
  periods: [
    { periodSeconds: 30, payoutRate: '0.85', lossRate: '1', houseEdge: '0.075' },
    { periodSeconds: 300, payoutRate: '0.75', lossRate: '1', houseEdge: '0.125' },
  ],
  minStake: '10',
  maxStake: '1000',
  openStake: '950',
  maxOpenStakePerUser: '1000',
  available: '500',
};

describe('evaluateFastTicket', () => {
  it('states the outcomes of a stake with the domain math and sends the rate it showed', () => {
    const state = evaluateFastTicket(
      { direction: 0, stake: '40', periodSeconds: 300 },
      { ...context, openStake: '0' },
    );
    expect(state.preview).toEqual({
      stake: '40',
      payoutRate: '0.75',
      payoutIfWon: '70',
      profitIfWon: '30',
      lossIfWrong: '40',
      houseEdge: '0.125',
    });
    expect(state.request).toEqual({
      symbol: 'BTCUSDT',
      direction: 0,
      amount: '40',
      periodSeconds: 300,
      payoutRate: '0.75',
    });
  });

  it.each([
    ['', 'required'],
    ['abc', 'invalid'],
    ['10.001', 'decimals'],
    ['9.99', 'belowMin'],
    ['1000.01', 'aboveMax'],
    ['501', 'insufficient'],
    ['51', 'openLimit'],
  ])('refuses a stake of %j (%s) and sends nothing', (stake, key) => {
    const state = evaluateFastTicket({ direction: 1, stake, periodSeconds: 30 }, context);
    expect(state.problems.stake?.key).toBe(key);
    expect(state.request).toBeNull();
  });

  it('needs a period the instrument offers', () => {
    const state = evaluateFastTicket(
      { direction: 0, stake: '20', periodSeconds: 60 },
      { ...context, openStake: '0' },
    );
    expect(state.problems.period?.key).toBe('period');
    expect(state.request).toBeNull();
  });
});

describe('countdown', () => {
  it('rounds the time left up to whole seconds and never shows 0 while open', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_800)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
    expect(formatCountdown(45)).toBe('0:45');
    expect(formatCountdown(245)).toBe('4:05');
    expect(formatCountdown(3_725)).toBe('1:02:05');
  });
});

describe('nextSettlementCheck', () => {
  const order = (expiresAt: number) => ({ expiresAt }) as unknown as FastContractOrder;
  it('looks for a settlement a little after the soonest expiry, then every 2 s, and not without open contracts', () => {
    expect(nextSettlementCheck([{ list: [order(50_000), order(20_000)] }], 10_000)).toBe(12_000);
    expect(nextSettlementCheck([{ list: [order(20_000)] }], 25_000)).toBe(2_000);
    expect(nextSettlementCheck([{ list: [] }], 0)).toBe(false);
    expect(nextSettlementCheck(undefined, 0)).toBe(false);
  });
});
