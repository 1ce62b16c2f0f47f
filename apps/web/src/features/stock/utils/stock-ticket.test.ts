import { describe, expect, it } from 'vitest';
import { sessionFromHours } from './session-view';
import { evaluateStockTicket, sizeForShare } from './stock-ticket';
import type { StockTicketContext, StockTicketValues } from './stock-ticket';

const context: StockTicketContext = {
  symbol: 'AAPL',
  priceAccuracy: 2,
  transactionAccuracy: 4,
  lastPrice: '200',
  priceState: 'live',
  isOpen: true,
  feeRate: '0.001',
  minAmount: '1',
  availableUsdt: '1000',
  availableQuantity: '3',
};
const values: StockTicketValues = {
  side: 0,
  orderType: 1,
  amountMode: 'quantity',
  quantity: '',
  amount: '',
  price: '',
  isWhole: false,
};

describe('evaluateStockTicket', () => {
  it('prices a market buy at the live quote with the fee the server charges', () => {
    const state = evaluateStockTicket({ ...values, quantity: '1.5' }, context);
    expect(state.preview).toEqual({
      price: '200',
      quantity: '1.5',
      notional: '300',
      fee: '0.3',
      total: '300.3',
    });
    expect(state.request).toEqual({ kind: 'buy', body: { symbol: 'AAPL', orderType: 1, quantity: '1.5' } });
  });

  it('blocks a market order out of session or on a stale price, but not a limit order', () => {
    expect(evaluateStockTicket({ ...values, quantity: '1' }, { ...context, isOpen: false }).block).toBe(
      'closed',
    );
    expect(evaluateStockTicket({ ...values, quantity: '1' }, { ...context, priceState: 'stale' }).block).toBe(
      'priceStale',
    );
    const limit = evaluateStockTicket(
      { ...values, orderType: 2, quantity: '1', price: '190' },
      { ...context, isOpen: false, priceState: 'stale' },
    );
    expect(limit.block).toBeNull();
    expect(limit.request).toEqual({
      kind: 'buy',
      body: { symbol: 'AAPL', orderType: 2, quantity: '1', price: '190' },
    });
  });

  it('sells a whole holding without a quantity, even below the minimum', () => {
    const state = evaluateStockTicket(
      { ...values, side: 1, quantity: '3', isWhole: true },
      { ...context, minAmount: '10000' },
    );
    expect(state.problems).toEqual({});
    expect(state.request).toEqual({ kind: 'sell', body: { symbol: 'AAPL', orderType: 1 } });
    expect(state.preview?.total).toBe('599.4');
  });

  it('refuses selling more than is free, and selling with nothing held', () => {
    expect(evaluateStockTicket({ ...values, side: 1, quantity: '4' }, context).problems.quantity?.key).toBe(
      'insufficientHolding',
    );
    expect(
      evaluateStockTicket({ ...values, side: 1, quantity: '1' }, { ...context, availableQuantity: '0' })
        .block,
    ).toBe('noHolding');
  });

  it('turns a share of what is free into the field: half the shares, or what half the USDT buys', () => {
    expect(sizeForShare(0.5, { ...values, side: 1 }, context)).toEqual({
      quantity: '1.5',
      amount: '',
      isWhole: false,
    });
    expect(sizeForShare(1, { ...values, side: 1 }, context)?.isWhole).toBe(true);
    // 500 USDT at 200 with 0.1 %: 2.4975 shares (499.50 + 0.4995).
    expect(sizeForShare(0.5, values, context)?.quantity).toBe('2.4975');
  });
});

describe('sessionFromHours', () => {
  const hours = { timezone: 'America/New_York', open: '09:30', close: '16:00', days: [1, 2, 3, 4, 5] };

  it('closes early the day after Thanksgiving 2026, at 13:00 New York', () => {
    const session = sessionFromHours(hours, Date.UTC(2026, 10, 27, 15, 0));
    expect(session).toMatchObject({ isOpen: true, isEarlyClose: true, holiday: 'dayAfterThanksgiving' });
    expect(session.nextCloseAt).toBe(Date.UTC(2026, 10, 27, 18, 0));
  });

  it('is closed on a weekend until Monday 09:30 New York', () => {
    const session = sessionFromHours(hours, Date.UTC(2026, 6, 4, 15, 0));
    expect(session).toMatchObject({ isOpen: false, isHoliday: false });
    expect(session.nextOpenAt).toBe(Date.UTC(2026, 6, 6, 13, 30));
  });

  it('trades around the clock without hours', () => {
    expect(sessionFromHours(null, 0).isOpen).toBe(true);
  });
});
