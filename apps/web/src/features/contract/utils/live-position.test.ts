import { describe, expect, it } from 'vitest';
import { contractPosition } from '../../../../test/contract-fixtures';
import { toLivePosition } from './live-position';

const tick = (endPrice: string, time: number) => ({
  tick: { id: 7, symbol: 'BTCUSDT', endPrice, plAmount: '0', plRatio: '0', liquidationPrice: '50000' },
  time,
});

describe('toLivePosition', () => {
  it('values a position at the newest mark: the HTTP read, the account push or the market topic', () => {
    const position = contractPosition({ updatedAt: 1_000 });
    expect(toLivePosition(position, undefined, undefined)).toMatchObject({
      markPrice: '60000',
      pnl: '0',
      roe: '0',
    });
    // 0.02 × (61,000 − 60,000) = 20 USDT on a 120 USDT margin: ROE 16.6667 %.
    const pushed = toLivePosition(position, tick('61000', 2_000), { mark: '60500', time: 1_500 });
    expect(pushed).toMatchObject({
      markPrice: '61000',
      pnl: '20',
      roe: '16.6667',
      liquidationPrice: '50000',
    });
    const quoted = toLivePosition(position, tick('61000', 2_000), { mark: '59000', time: 3_000 });
    expect(quoted).toMatchObject({ markPrice: '59000', pnl: '-20', roe: '-16.6667' });
  });

  it('mirrors a short and keeps the server figures while no mark is known', () => {
    const short = contractPosition({ direction: 2 });
    expect(toLivePosition(short, undefined, { mark: '57000', time: 2e12 })).toMatchObject({
      pnl: '60',
      roe: '50',
    });
    const unpriced = contractPosition({ endPrice: null, plAmount: '1.5', plRatio: '2' });
    expect(toLivePosition(unpriced, undefined, undefined)).toMatchObject({
      markPrice: null,
      pnl: '1.5',
      roe: '2',
    });
  });
});
