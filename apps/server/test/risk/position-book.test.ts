import { BigNumber } from 'bignumber.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contractSpecReference } from '@exchange/contracts/reference/index';
import {
  buildBrackets,
  initialMarginOf,
  isBelowMaintenance,
  liquidationPriceOf,
  maintenanceMarginAt,
  maxLeverageFor,
  unrealisedPnlOf,
  type Bracket,
} from '@exchange/domain';
import { PositionBook, type BookBrackets } from '../../src/engines/risk/position-book';

const BTC = buildBrackets(contractSpecReference('BTC').tiers);
const toBook = (brackets: Bracket[]): BookBrackets => ({
  caps: Float64Array.from(brackets.map((bracket) => Number(bracket.notionalCap))),
  ratios: Float64Array.from(brackets.map((bracket) => Number(bracket.maintMarginRatio))),
  cums: Float64Array.from(brackets.map((bracket) => Number(bracket.cum))),
});

const position = fc.record({
  direction: fc.constantFrom<1 | 2>(1, 2),
  quantity: fc.integer({ min: 1, max: 500_000 }).map((units) => new BigNumber(units).shiftedBy(-3).toFixed()),
  entry: fc.integer({ min: 1_000, max: 150_000 }).map(String),
  leverage: fc.integer({ min: 1, max: 125 }),
});

/** The book is the fast screen; the domain's exact rule is the reference (CONVENTIONS.md 5). */
describe('PositionBook against the domain rule', () => {
  it('flags an isolated position just past its exact liquidation price and not just before it', () => {
    fc.assert(
      fc.property(position, ({ direction, quantity, entry, leverage: wanted }) => {
        const leverage = Math.min(wanted, maxLeverageFor(BTC, new BigNumber(quantity).times(entry)));
        const margin = initialMarginOf(quantity, entry, leverage);
        const exact = liquidationPriceOf({
          direction,
          quantity,
          entryPrice: entry,
          walletBalance: margin,
          brackets: BTC,
        });
        if (exact === null || new BigNumber(exact).isZero()) return;
        const book = new PositionBook();
        book.setBrackets('BTCUSDT', toBook(BTC));
        book.upsert({
          id: 1,
          userId: 1,
          symbol: 'BTCUSDT',
          side: direction === 1 ? 1 : -1,
          isCross: false,
          quantity: Number(quantity),
          entryPrice: Number(entry),
          margin: Number(margin),
          stopProfitPrice: Number.NaN,
          stopLossPrice: Number.NaN,
        });
        const beyond = (factor: number) =>
          new BigNumber(exact).times(1 + (direction === 1 ? -factor : factor));
        for (const [mark, shouldLiquidate] of [
          [beyond(1e-6), true],
          [beyond(-1e-6), false],
        ] as const) {
          book.setMark('BTCUSDT', mark.toNumber(), true);
          expect(book.sweep().liquidations.length > 0).toBe(shouldLiquidate);
          // And the exact rule, which the transaction applies, agrees.
          const balance = new BigNumber(margin).plus(unrealisedPnlOf(direction, quantity, entry, mark));
          expect(isBelowMaintenance(balance, maintenanceMarginAt(BTC, quantity, mark))).toBe(shouldLiquidate);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('finds a cross account at or below maintenance, and never on a stale symbol', () => {
    const book = new PositionBook();
    book.setBrackets('BTCUSDT', toBook(BTC));
    book.setBrackets('ETHUSDT', toBook(BTC));
    const base = {
      stopProfitPrice: Number.NaN,
      stopLossPrice: Number.NaN,
      isCross: true,
      userId: 7,
      margin: 600,
    };
    book.upsert({ ...base, id: 1, symbol: 'BTCUSDT', side: 1, quantity: 0.1, entryPrice: 60_000 });
    book.upsert({ ...base, id: 2, symbol: 'ETHUSDT', side: -1, quantity: 1, entryPrice: 3_000, margin: 300 });
    // Cross wallet 1,000: at BTC 51,000 and ETH 3,000 the PnL is −900 against MM 20.4 + 12.
    book.setCrossWallet(7, 1_000);
    book.setMark('ETHUSDT', 3_000, true);
    book.setMark('BTCUSDT', 51_000, true);
    expect(book.sweep().crossUsers).toEqual([]);
    book.setMark('BTCUSDT', 50_300, true);
    expect(book.sweep().crossUsers).toEqual([7]);
    book.setMark('ETHUSDT', 3_000, false);
    expect(book.sweep().crossUsers).toEqual([]);
  });

  it('fires take-profit and stop-loss on the mark, both sides, and never an unset one', () => {
    const book = new PositionBook();
    const common = { userId: 1, symbol: 'BTCUSDT', isCross: true, quantity: 1, entryPrice: 100, margin: 10 };
    book.upsert({ ...common, id: 1, side: 1, stopProfitPrice: 110, stopLossPrice: 90 });
    book.upsert({ ...common, id: 2, side: -1, stopProfitPrice: 90, stopLossPrice: 110 });
    book.upsert({ ...common, id: 3, side: 1, stopProfitPrice: Number.NaN, stopLossPrice: Number.NaN });
    book.setCrossWallet(1, 1_000_000);
    book.setMark('BTCUSDT', 110, true);
    expect(book.sweep().stops.sort()).toEqual([1, 2]);
    book.setMark('BTCUSDT', 100, true);
    expect(book.sweep().stops).toEqual([]);
    book.setMark('BTCUSDT', 90, true);
    expect(book.sweep().stops.sort()).toEqual([1, 2]);
    book.remove(1);
    expect(book.sweep().stops).toEqual([2]);
    expect(book.size).toBe(2);
  });
});
