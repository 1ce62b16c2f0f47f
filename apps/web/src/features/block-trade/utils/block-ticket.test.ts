import { describe, expect, it } from 'vitest';
import type { BlockOffer } from '../api/page-block-offers';
import { blockTotal, quantityProblem, releaseAt } from './block-ticket';
import { formatRate, lockupLabel, splitDuration } from './block-format';

const offer: BlockOffer = {
  id: 1,
  symbol: 'BTCUSDT',
  baseAsset: 'BTC',
  quoteAsset: 'USDT',
  instrumentType: 3,
  rate: '-0.02',
  minQuantity: '0.001',
  maxQuantity: '1',
  totalQuantity: '10',
  remainingQuantity: '0.5',
  lockupSeconds: 604_800,
  status: 1,
  priceAccuracy: 2,
  transactionAccuracy: 6,
  livePrice: '60000',
  livePriceAt: 1,
  blockPrice: '58800',
};

describe('the block ticket', () => {
  it.each([
    ['', 'block.ticket.quantityRequired'],
    ['abc', 'block.ticket.quantityInvalid'],
    ['0', 'block.ticket.quantityInvalid'],
    ['0.0000001', 'block.ticket.quantityInvalid'],
    ['0.0001', 'block.ticket.quantityRange'],
    ['2', 'block.ticket.quantityRange'],
    ['0.6', 'block.ticket.quantityRemaining'],
    ['0.5', 'block.ticket.insufficient'],
  ])('quantity %j → %s', (text, key) => {
    expect(quantityProblem(offer, text, '1000')?.key).toBe(key);
  });

  it('accepts a quantity within every limit', () => {
    expect(quantityProblem(offer, '0.01', '1000')).toBeNull();
    expect(quantityProblem(offer, '0.5', null)).toBeNull();
  });

  it('totals at the block price, rounded up to the cent', () => {
    expect(blockTotal('58800', '0.5')).toBe('29400');
    expect(blockTotal('60750.37', '0.00003')).toBe('1.83');
    expect(blockTotal(null, '1')).toBeNull();
  });

  it('formats the rate, the lock-up and the release time', () => {
    expect(formatRate('-0.02')).toBe('-2.00%');
    expect(formatRate('0.0125')).toBe('+1.25%');
    expect(lockupLabel(604_800)).toEqual({ key: 'block.lockup.days', value: 7 });
    expect(lockupLabel(7200)).toEqual({ key: 'block.lockup.hours', value: 2 });
    expect(lockupLabel(120)).toEqual({ key: 'block.lockup.minutes', value: 2 });
    expect(releaseAt(1000, 60)).toBe(61_000);
    expect(splitDuration(90_061_000)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
  });
});
