import { describe, expect, it } from 'vitest';
import { contractOrder, contractPosition } from '../../../../test/contract-fixtures';
import { toLivePosition } from './live-position';
import { shareCardOfOrder, shareCardOfPosition } from './share-card';

describe('share cards', () => {
  it('shows a close order’s entry and exit prices, and ROE from its PnL and released margin', () => {
    // A long of 0.01 entered at 60,000 closed at 63,000 for +30 USDT; 30 / 60 margin = 50 %.
    const card = shareCardOfOrder(
      contractOrder({
        id: 1,
        action: 2,
        openPrice: '60000',
        dealPrice: '63000',
        plAmount: '30',
        earnestMoney: '60',
        dealTime: 9,
      }),
      2,
    );
    expect(card).toEqual({
      symbol: 'BTCUSDT',
      direction: 1,
      leverage: 10,
      roe: '50',
      pnl: '30',
      entryPrice: '60000',
      exitPrice: '63000',
      isClosed: true,
      time: 9,
    });
    const short = shareCardOfOrder(
      contractOrder({
        id: 2,
        action: 2,
        direction: 2,
        openPrice: '60000',
        dealPrice: '57000',
        plAmount: '30',
        earnestMoney: '60',
      }),
      2,
    );
    expect(short?.entryPrice).toBe('60000');
  });

  it('has nothing to share for an open, pending or cancelled order', () => {
    expect(shareCardOfOrder(contractOrder({ id: 1 }), 2)).toBeNull();
    expect(shareCardOfOrder(contractOrder({ id: 1, action: 2, status: 0 }), 2)).toBeNull();
    expect(shareCardOfOrder(contractOrder({ id: 1, action: 2, plAmount: null }), 2)).toBeNull();
    expect(shareCardOfOrder(contractOrder({ id: 1, action: 2, openPrice: null }), 2)).toBeNull();
  });

  it('shows an open position at its live mark', () => {
    const live = toLivePosition(contractPosition(), undefined, { mark: '66000', time: 2e12 });
    expect(shareCardOfPosition(live, 5)).toMatchObject({
      pnl: '120',
      roe: '100',
      exitPrice: '66000',
      isClosed: false,
    });
  });
});
