import { describe, expect, it } from 'vitest';
import { walkBook } from '@exchange/domain/spot/book-walk';
import { amountForShare, evaluateSpotTicket, orderIdentity, shareOfAmount } from './spot-ticket';
import type { SpotTicketContext, SpotTicketValues } from './spot-ticket';

const context = (overrides: Partial<SpotTicketContext> = {}): SpotTicketContext => ({
  pair: { symbol: 'BTCUSDT', baseAsset: 'BTC', quoteAsset: 'USDT', priceAccuracy: 2, transactionAccuracy: 4 },
  lastPrice: '64000.5',
  book: {
    asks: [
      { price: '64001', quantity: '0.005' },
      { price: '64010', quantity: '1' },
    ],
    bids: [
      { price: '64000', quantity: '0.5' },
      { price: '63990', quantity: '2' },
    ],
  },
  fees: { makerFeeRate: '0.0008', takerFeeRate: '0.001', minNotional: '5' },
  available: { quote: '1000', base: '0.5' },
  ...overrides,
});

const values = (overrides: Partial<SpotTicketValues> = {}): SpotTicketValues => ({
  direction: 0,
  kind: 'market',
  price: '',
  triggerPrice: '',
  amount: '',
  ...overrides,
});

describe('evaluateSpotTicket', () => {
  it('previews a market buy with the same walk the server fills with', () => {
    const state = evaluateSpotTicket(values({ amount: '500' }), context());
    const walk = walkBook({
      direction: 0,
      levels: context().book?.asks ?? [],
      quoteAmount: '500',
      quantityDecimals: 4,
    });
    expect(state.amountUnit).toBe('quote');
    expect(state.preview).toMatchObject({
      role: 'taker',
      quantity: walk.quantity,
      total: walk.quoteAmount,
      averagePrice: walk.averagePrice,
      feeRate: '0.001',
      fee: '0.0000078',
      feeAsset: 'BTC',
      receives: '0.0077922',
    });
    expect(state.request).toEqual({
      symbol: 'BTCUSDT',
      direction: 0,
      orderType: 1,
      quoteAmount: '500',
      expectedPrice: walk.averagePrice,
    });
  });

  it('previews a market sell by quantity, its fee in USDT', () => {
    const state = evaluateSpotTicket(
      values({ direction: 1, amount: '0.6' }),
      context({ available: { quote: '0', base: '1' } }),
    );
    // 0.5 at 64,000 and 0.1 at 63,990: 38,399 USDT.
    expect(state.preview).toMatchObject({
      total: '38399',
      fee: '38.399',
      feeAsset: 'USDT',
      receives: '38360.601',
    });
    expect(state.request).toMatchObject({ direction: 1, orderType: 1, quantity: '0.6' });
  });

  it.each([
    ['nothing typed', values(), context(), 'required'],
    ['not a number', values({ amount: 'abc' }), context(), 'invalid'],
    ['a quantity off the step', values({ direction: 1, amount: '0.00001' }), context(), 'step'],
    ['below the minimum value', values({ amount: '4.99' }), context(), 'minNotional'],
    [
      'more than the book holds',
      values({ amount: '70000' }),
      context({ available: { quote: '1e9', base: '0' } }),
      'depth',
    ],
    ['more USDT than available', values({ amount: '1000.01' }), context(), 'insufficient'],
    ['more coin than available', values({ direction: 1, amount: '0.51' }), context(), 'insufficient'],
    [
      'a limit buy costing more than available',
      values({ kind: 'limit', price: '60000', amount: '0.02' }),
      context(),
      'insufficient',
    ],
  ] as const)('refuses %s', (_case, given, market, key) => {
    const state = evaluateSpotTicket(given, market);
    expect(state.problems.amount?.key).toBe(key);
    expect(state.request).toBeNull();
  });

  it('fills a limit the book covers at once as a taker, and rests one it does not as a maker', () => {
    const marketable = evaluateSpotTicket(
      values({ kind: 'limit', price: '64010', amount: '0.004' }),
      context(),
    );
    expect(marketable.preview).toMatchObject({ role: 'taker', averagePrice: '64001', feeRate: '0.001' });
    const resting = evaluateSpotTicket(values({ kind: 'limit', price: '63000', amount: '0.01' }), context());
    expect(resting.preview).toMatchObject({
      role: 'maker',
      averagePrice: '63000',
      total: '630',
      feeRate: '0.0008',
    });
    expect(resting.request).toEqual({
      symbol: 'BTCUSDT',
      direction: 0,
      orderType: 2,
      quantity: '0.01',
      price: '63000',
    });
  });

  it('asks a stop-limit for a trigger away from the last price', () => {
    const atLast = evaluateSpotTicket(
      values({ kind: 'stopLimit', price: '64000', triggerPrice: '64000.50', amount: '0.01' }),
      context(),
    );
    expect(atLast.problems.triggerPrice?.key).toBe('triggerAtLast');
    const missing = evaluateSpotTicket(
      values({ kind: 'stopLimit', price: '64000', amount: '0.01' }),
      context(),
    );
    expect(missing.problems.triggerPrice?.key).toBe('required');
    const ready = evaluateSpotTicket(
      values({ kind: 'stopLimit', price: '64000', triggerPrice: '65000', amount: '0.01' }),
      context(),
    );
    expect(ready.preview.role).toBe('onTrigger');
    expect(ready.request).toMatchObject({ orderType: 2, price: '64000', triggerPrice: '65000' });
  });

  it('sends nothing while the price is stale or the book unknown, and previews no fee for a visitor', () => {
    expect(evaluateSpotTicket(values({ amount: '100' }), context({ lastPrice: null })).request).toBeNull();
    expect(evaluateSpotTicket(values({ amount: '100' }), context({ book: null })).request).toBeNull();
    const visitor = evaluateSpotTicket(
      values({ amount: '100' }),
      context({ fees: null, available: { quote: null, base: null } }),
    );
    expect(visitor.preview).toMatchObject({
      averagePrice: '64001',
      fee: null,
      receives: null,
      feeRate: null,
    });
    expect(visitor.problems).toEqual({});
  });
});

describe('the share of the balance', () => {
  it.each([
    ['a market buy in USDT', values(), 0.5, '500'],
    ['a limit buy in the coin at its price', values({ kind: 'limit', price: '64000' }), 0.5, '0.0078'],
    ['a sell in the coin', values({ direction: 1 }), 0.25, '0.125'],
  ] as const)('sizes %s, cut to the step', (_case, given, share, amount) => {
    expect(amountForShare(share, given, context())).toBe(amount);
    expect(shareOfAmount({ ...given, amount }, context())).toBe(share * 100);
  });

  it('has nothing to size without a balance', () => {
    expect(amountForShare(1, values(), context({ available: { quote: '0', base: null } }))).toBeNull();
    expect(shareOfAmount(values({ amount: '10' }), context({ available: { quote: null, base: null } }))).toBe(
      0,
    );
  });
});

it('keeps an order’s identity apart from the price it was shown at', () => {
  const request = {
    symbol: 'BTCUSDT',
    direction: 0,
    orderType: 1,
    quoteAmount: '500',
    expectedPrice: '64004',
  } as const;
  expect(orderIdentity(request)).toEqual({
    symbol: 'BTCUSDT',
    direction: 0,
    orderType: 1,
    quoteAmount: '500',
  });
});
