import { describe, expect, it } from 'vitest';
import { previewOrder } from '@exchange/domain/contract/order-preview';
import { contractPosition, contractSpec } from '../../../../test/contract-fixtures';
import { toLivePosition } from './live-position';
import { amountForShare, evaluateTicket, leverageCeiling, lockOf } from './order-ticket';
import type { TicketContext, TicketValues } from './order-ticket';

const spec = contractSpec();
const values = (overrides: Partial<TicketValues> = {}): TicketValues => ({
  direction: 1,
  orderType: 1,
  marginMode: 1,
  leverage: 10,
  amountMode: 'quantity',
  amount: '0.01',
  price: '',
  takeProfit: '',
  stopLoss: '',
  ...overrides,
});
const context = (overrides: Partial<TicketContext> = {}): TicketContext => ({
  spec,
  lastPrice: '60000',
  markPrice: '60000',
  available: 1000,
  position: null,
  otherPositions: [],
  lock: null,
  ...overrides,
});

describe('evaluateTicket', () => {
  it('previews a market order at the last price with the taker fee, as previewOrder does', () => {
    const state = evaluateTicket(values({ marginMode: 2 }), context());
    expect(state.fillPrice).toBe('60000');
    expect(state.preview).toEqual(
      previewOrder({
        direction: 1,
        quantity: '0.01',
        price: '60000',
        leverage: 10,
        marginMode: 2,
        brackets: spec.brackets,
        feeRate: '0.0005',
      }),
    );
    expect(state.preview).toMatchObject({ notional: '600', margin: '60', fee: '0.3', cost: '60.3' });
    // Isolated: margin 60 on 600 notional, MMR 0.4 % → (60 − 600) / (0.01 × (0.004 − 1)).
    expect(state.preview?.liquidationPrice?.startsWith('54216.86')).toBe(true);
    expect(state.problems).toEqual({});
    expect(state.request).toEqual({
      kind: 'quantity',
      body: { symbol: 'BTCUSDT', direction: 1, orderType: 1, marginMode: 2, lever: 10, quantity: '0.01' },
    });
  });

  it('buys the largest quantity a margin pays for and sends the margin (create-specify)', () => {
    const state = evaluateTicket(
      values({ amountMode: 'margin', amount: '100', orderType: 2, price: '50,000' }),
      context(),
    );
    expect(state.quantity).toBe('0.02');
    expect(state.request).toEqual({
      kind: 'margin',
      body: {
        symbol: 'BTCUSDT',
        direction: 1,
        orderType: 2,
        marginMode: 1,
        lever: 10,
        price: '50000',
        earnestMoney: '100',
      },
    });
  });

  it('says what is wrong with each field and sends nothing', () => {
    expect(evaluateTicket(values({ amount: '' }), context()).problems.amount?.key).toBe('required');
    expect(evaluateTicket(values({ amount: '0.0001' }), context()).problems.amount).toEqual({
      key: 'step',
      values: { decimals: '3' },
    });
    expect(
      evaluateTicket(values({ amount: '0.001', leverage: 1 }), context({ lastPrice: '4000' })).problems
        .amount,
    ).toEqual({
      key: 'minNotional',
      values: { min: '5.00' },
    });
    expect(evaluateTicket(values({ amount: '0.1', leverage: 1 }), context()).problems.amount?.key).toBe(
      'insufficient',
    );
    expect(
      evaluateTicket(values({ amountMode: 'margin', amount: '0.5' }), context()).problems.amount?.key,
    ).toBe('tooSmall');
    expect(evaluateTicket(values({ orderType: 2, price: 'abc' }), context()).problems.price?.key).toBe(
      'invalid',
    );
    expect(evaluateTicket(values(), context()).request).not.toBeNull();
    expect(evaluateTicket(values(), context({ lastPrice: null })).request).toBeNull();
  });

  it('bounds the leverage by the bracket of the resulting notional and the operator cap', () => {
    expect(leverageCeiling(spec)).toBe(125);
    expect(leverageCeiling(contractSpec({ maxLeverage: 20 }))).toBe(20);
    const big = evaluateTicket(values({ amount: '1', leverage: 120 }), context({ available: 1_000_000 }));
    expect(big.maxLeverage).toBe(100);
    expect(big.problems.leverage).toEqual({ key: 'leverageMax', values: { max: '100' } });
    expect(evaluateTicket(values({ leverage: 0 }), context()).problems.leverage?.key).toBe('leverageMax');
  });

  it('wants a long’s take-profit above the mark and its stop-loss below (a limit order: its price)', () => {
    const market = evaluateTicket(
      values({ takeProfit: '59000', stopLoss: '61000' }),
      context({ markPrice: '60000' }),
    );
    expect(market.problems.takeProfit).toEqual({ key: 'above', values: { price: '60,000.00' } });
    expect(market.problems.stopLoss).toEqual({ key: 'below', values: { price: '60,000.00' } });
    const short = evaluateTicket(
      values({ direction: 2, orderType: 2, price: '62000', takeProfit: '61000', stopLoss: '63000' }),
      context(),
    );
    expect(short.problems).toEqual({});
    expect(short.request?.body).toMatchObject({
      stopProfitPrice: '61000',
      stopLossPrice: '63000',
      price: '62000',
    });
  });

  it('refuses the side opposite a held position (one-way mode)', () => {
    const lock = lockOf(contractPosition({ direction: 1, marginMode: 2, lever: 20 }), []);
    expect(lock).toEqual({ direction: 1, marginMode: 2, leverage: 20 });
    expect(lockOf(null, [{ direction: 2, marginMode: 1, lever: 5 }])).toEqual({
      direction: 2,
      marginMode: 1,
      leverage: 5,
    });
    expect(lockOf(null, [])).toBeNull();
    const state = evaluateTicket(values({ direction: 2 }), context({ lock }));
    expect(state.problems.direction).toEqual({ key: 'oppositeSide' });
    expect(state.request).toBeNull();
  });

  it('adds to a same-side position: the liquidation price is of the merged position', () => {
    const position = toLivePosition(contractPosition({ marginMode: 2 }), undefined, undefined);
    const state = evaluateTicket(values({ marginMode: 2 }), context({ position }));
    expect(state.preview?.liquidationPrice).toBe(
      previewOrder({
        direction: 1,
        quantity: '0.01',
        price: '60000',
        leverage: 10,
        marginMode: 2,
        brackets: spec.brackets,
        feeRate: '0.0005',
        existing: { quantity: '0.02', entryPrice: '60000', margin: '120' },
      }).liquidationPrice,
    );
  });
});

describe('amountForShare', () => {
  it('uses a share of the available funds, fee included', () => {
    // 500 / (1 + 10 × 0.0005) = 497.51 margin → 0.082 BTC at 60,000 and 10×.
    expect(amountForShare(0.5, values({ amountMode: 'margin' }), context())).toBe('497.51');
    expect(amountForShare(0.5, values(), context())).toBe('0.082');
    expect(amountForShare(1, values(), context({ available: 0 }))).toBeNull();
    expect(amountForShare(1, values(), context({ lastPrice: null }))).toBeNull();
  });
});
