import { BigNumber } from 'bignumber.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SPOT_BUY,
  SPOT_SELL,
  TRIGGER_FALLS,
  TRIGGER_RISES,
  adverseSlippageOf,
  isLimitCrossed,
  isTriggerReached,
  limitHoldOf,
  quoteAmountOf,
  restingFillOf,
  spotFeeOf,
  spotSettlementOf,
  triggerWayOf,
  walkBook,
} from '../src/index';

const ASKS = [
  { price: '100', quantity: '1' },
  { price: '101', quantity: '1' },
  { price: '102', quantity: '5' },
];

describe('walkBook', () => {
  it('takes level by level from the best, so a larger order averages worse', () => {
    const small = walkBook({ direction: SPOT_BUY, levels: ASKS, quantity: '0.5', quantityDecimals: 5 });
    const large = walkBook({ direction: SPOT_BUY, levels: ASKS, quantity: '2.5', quantityDecimals: 5 });
    expect(small).toMatchObject({
      quantity: '0.5',
      quoteAmount: '50',
      averagePrice: '100',
      isComplete: true,
    });
    expect(large.fills).toEqual([
      { level: 0, price: '100', quantity: '1', quoteAmount: '100', levelQuantity: '1' },
      { level: 1, price: '101', quantity: '1', quoteAmount: '101', levelQuantity: '1' },
      { level: 2, price: '102', quantity: '0.5', quoteAmount: '51', levelQuantity: '5' },
    ]);
    expect(large).toMatchObject({
      quoteAmount: '252',
      averagePrice: '100.8',
      isComplete: true,
      available: '7',
    });
  });

  it('says when the book cannot cover the order, and what it covers', () => {
    expect(walkBook({ direction: SPOT_BUY, levels: ASKS, quantity: '8', quantityDecimals: 5 })).toMatchObject(
      {
        quantity: '7',
        isComplete: false,
        available: '7',
      },
    );
    expect(walkBook({ direction: SPOT_BUY, levels: [], quantity: '1', quantityDecimals: 5 })).toMatchObject({
      averagePrice: null,
      isComplete: false,
    });
  });

  it('stops at a limit: above it for a buy, below it for a sell', () => {
    const buy = walkBook({
      direction: SPOT_BUY,
      levels: ASKS,
      quantity: '1.5',
      limitPrice: '100.5',
      quantityDecimals: 5,
    });
    expect(buy).toMatchObject({ quantity: '1', isComplete: false, available: '1' });
    const bids = [
      { price: '99', quantity: '1' },
      { price: '98', quantity: '1' },
    ];
    const sell = walkBook({
      direction: SPOT_SELL,
      levels: bids,
      quantity: '1.5',
      limitPrice: '98',
      quantityDecimals: 5,
    });
    expect(sell).toMatchObject({ quantity: '1.5', quoteAmount: '148', isComplete: true });
  });

  it('by quote amount buys whole steps and leaves less than one step unspent', () => {
    const walk = walkBook({ direction: SPOT_BUY, levels: ASKS, quoteAmount: '150', quantityDecimals: 5 });
    expect(walk).toMatchObject({ quantity: '1.49504', quoteAmount: '149.99904', isComplete: true });
    expect(() =>
      walkBook({ direction: SPOT_SELL, levels: ASKS, quoteAmount: '1', quantityDecimals: 5 }),
    ).toThrow(RangeError);
  });

  it('skips empty and zero levels', () => {
    const walk = walkBook({
      direction: SPOT_BUY,
      levels: [{ price: '100', quantity: '0' }, ...ASKS],
      quantity: '1',
      quantityDecimals: 5,
    });
    expect(walk.fills).toEqual([
      { level: 1, price: '100', quantity: '1', quoteAmount: '100', levelQuantity: '1' },
    ]);
  });

  it('never spends more than the quote amount, never fills more than asked, for any book (property)', () => {
    const level = fc.record({
      price: fc
        .integer({ min: 1, max: 10_000_000 })
        .map((cents) => new BigNumber(cents).shiftedBy(-2).toFixed()),
      quantity: fc
        .integer({ min: 1, max: 1_000_000 })
        .map((units) => new BigNumber(units).shiftedBy(-4).toFixed()),
    });
    const sortedAsks = fc
      .array(level, { minLength: 0, maxLength: 20 })
      .map((levels) => [...levels].sort((a, b) => new BigNumber(a.price).comparedTo(b.price) ?? 0));
    fc.assert(
      fc.property(sortedAsks, fc.integer({ min: 1, max: 100_000_000 }), (asks, cents) => {
        const budget = new BigNumber(cents).shiftedBy(-2);
        const byQuote = walkBook({
          direction: SPOT_BUY,
          levels: asks,
          quoteAmount: budget.toFixed(),
          quantityDecimals: 4,
        });
        expect(new BigNumber(byQuote.quoteAmount).isLessThanOrEqualTo(budget)).toBe(true);
        for (const fill of byQuote.fills)
          expect(new BigNumber(fill.quantity).decimalPlaces()).toBeLessThanOrEqual(4);
        const wanted = new BigNumber(cents).shiftedBy(-4);
        const byQuantity = walkBook({
          direction: SPOT_BUY,
          levels: asks,
          quantity: wanted.toFixed(),
          quantityDecimals: 4,
        });
        expect(new BigNumber(byQuantity.quantity).isLessThanOrEqualTo(wanted)).toBe(true);
        expect(byQuantity.isComplete).toBe(new BigNumber(byQuantity.quantity).isEqualTo(wanted));
        const sum = byQuantity.fills.reduce((total, fill) => total.plus(fill.quoteAmount), new BigNumber(0));
        expect(sum.toFixed()).toBe(byQuantity.quoteAmount);
      }),
    );
  });
});

describe('settlement, holds and triggers', () => {
  it('charges the fee in what the user receives: the coin on a buy, USDT on a sell', () => {
    const fills = [
      { quantity: '1', quoteAmount: '100' },
      { quantity: '0.5', quoteAmount: '51' },
    ];
    expect(spotSettlementOf(SPOT_BUY, fills, '0.001')).toEqual({
      quantity: '1.5',
      quoteAmount: '151',
      fee: '0.0015',
      feeSide: 'base',
      pays: '151',
      receives: '1.4985',
      fillFees: ['0.001', '0.0005'],
    });
    expect(spotSettlementOf(SPOT_SELL, fills, '0.001')).toMatchObject({
      fee: '0.151',
      feeSide: 'quote',
      pays: '1.5',
      receives: '150.849',
    });
  });

  it('rounds amounts at 18 decimals in the house’s favour, fees up', () => {
    expect(quoteAmountOf(SPOT_BUY, '0.000000000001', '0.0000001')).toBe('0.000000000000000001');
    expect(quoteAmountOf(SPOT_SELL, '0.000000000001', '0.0000001')).toBe('0');
    expect(spotFeeOf('0.000000000000000003', '0.5')).toBe('0.000000000000000002');
  });

  it('holds a buy’s USDT at its limit and a sell’s coin quantity', () => {
    expect(limitHoldOf(SPOT_BUY, '95.5', '2')).toBe('191');
    expect(limitHoldOf(SPOT_SELL, '95.5', '2')).toBe('2');
  });

  it('fills a resting limit at the last price that reached it: the limit or better, the rest of a buy’s hold back', () => {
    // A buy at 100 reached by a last price of 99.5: 2 × 99.5 = 199 paid from the 200 held, 1 back.
    expect(restingFillOf(SPOT_BUY, '100', '99.5', '2')).toEqual({
      price: '99.5',
      quantity: '2',
      quoteAmount: '199',
      hold: '200',
      change: '1',
    });
    expect(restingFillOf(SPOT_BUY, '100', '100', '2')).toMatchObject({ price: '100', change: '0' });
    expect(restingFillOf(SPOT_BUY, '100', '100.01', '2')).toBeNull();
    // A sell at 110 reached by 110.5 holds and pays its coin and receives 1.5 × 110.5.
    expect(restingFillOf(SPOT_SELL, '110', '110.5', '1.5')).toEqual({
      price: '110.5',
      quantity: '1.5',
      quoteAmount: '165.75',
      hold: '1.5',
      change: '0',
    });
    expect(restingFillOf(SPOT_SELL, '110', '109.99', '1.5')).toBeNull();
  });

  it('never pays more than a resting order holds, and the change is exactly the hold less the payment (property)', () => {
    const decimal = (max: number, places: number) =>
      fc.integer({ min: 1, max: max * 10 ** places }).map((value) => new BigNumber(value).shiftedBy(-places));
    fc.assert(
      fc.property(
        fc.constantFrom(SPOT_BUY, SPOT_SELL),
        decimal(100_000, 8),
        decimal(100_000, 8),
        decimal(1_000, 10),
        (direction, a, b, quantity) => {
          const [low, high] = a.isLessThan(b) ? [a, b] : [b, a];
          const [limit, last] = direction === SPOT_BUY ? [high, low] : [low, high];
          const fill = restingFillOf(direction, limit.toFixed(), last.toFixed(), quantity.toFixed());
          expect(fill).not.toBeNull();
          if (!fill) return;
          const pays = direction === SPOT_BUY ? fill.quoteAmount : fill.quantity;
          expect(new BigNumber(fill.change).isGreaterThanOrEqualTo(0)).toBe(true);
          expect(new BigNumber(pays).plus(fill.change).toFixed()).toBe(fill.hold);
          expect(fill.hold).toBe(limitHoldOf(direction, limit.toFixed(), quantity.toFixed()));
          expect(fill.price).toBe(last.toFixed());
        },
      ),
    );
  });

  it('measures slippage against the user: a buy above, a sell below the expected price', () => {
    expect(adverseSlippageOf(SPOT_BUY, '100', '100.8')).toBe('0.008');
    expect(adverseSlippageOf(SPOT_SELL, '100', '100.8')).toBe('-0.008');
    expect(adverseSlippageOf(SPOT_SELL, '100', '99')).toBe('0.01');
  });

  it('crosses a limit when the last price trades through it, and triggers a stop in its own direction', () => {
    expect(isLimitCrossed(SPOT_BUY, '95', '95')).toBe(true);
    expect(isLimitCrossed(SPOT_BUY, '95', '95.01')).toBe(false);
    expect(isLimitCrossed(SPOT_SELL, '110', '110')).toBe(true);
    expect(isLimitCrossed(SPOT_SELL, '110', '109.99')).toBe(false);
    expect(triggerWayOf('105', '100')).toBe(TRIGGER_RISES);
    expect(triggerWayOf('95', '100')).toBe(TRIGGER_FALLS);
    expect(triggerWayOf('100', '100')).toBeNull();
    expect(isTriggerReached(TRIGGER_RISES, '105', '105')).toBe(true);
    expect(isTriggerReached(TRIGGER_RISES, '105', '104.99')).toBe(false);
    expect(isTriggerReached(TRIGGER_FALLS, '95', '94')).toBe(true);
    expect(isTriggerReached(TRIGGER_FALLS, '95', '95.5')).toBe(false);
  });
});
