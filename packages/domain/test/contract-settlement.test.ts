import { BigNumber } from 'bignumber.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildBrackets,
  capFundingRate,
  fundingPaymentOf,
  fundingPeriodStart,
  fundingRateOf,
  initialMarginOf,
  isBelowMaintenance,
  maintenanceMarginAt,
  marginShareOf,
  maxLeverageFor,
  nextFundingTime,
  realisedPnlOf,
  splitClose,
  splitLiquidation,
  tradingFeeOf,
  unrealisedPnlOf,
  type Direction,
  type MarginMode,
} from '../src/index';
import { BTC_TIERS } from './support/brackets';

const BTC = buildBrackets(BTC_TIERS);
const hour = 3_600_000;

describe('funding (Binance funding-rate FAQ)', () => {
  it.each([
    ['a premium of 0.02 %: the clamp pulls it to the 0.01 % interest', '0.0002', '0.0001'],
    ['no premium: the interest', '0', '0.0001'],
    ['a premium of 0.1 %: pulled back by at most 0.05 %', '0.001', '0.0005'],
    ['a discount of 0.2 %: pulled up by at most 0.05 %', '-0.002', '-0.0015'],
    ['a premium of 2 %: capped at 0.75 %', '0.02', '0.0075'],
  ])('given %s', (_, premium, expected) => {
    expect(fundingRateOf(premium)).toBe(expected);
  });

  it('caps a source’s published rate both ways', () => {
    expect(capFundingRate('-0.01')).toBe('-0.0075');
    expect(capFundingRate('0.000123456789')).toBe('0.00012346');
  });

  it.each([
    ['long 0.2 BTC at mark 50,000, F = 0.01 % (10,000 × 0.01 % = 1)', 1, '0.2', '50000', '0.0001', '1'],
    ['short 0.2 BTC, same rate: receives', 2, '0.2', '50000', '0.0001', '-1'],
    ['long, negative rate: receives', 1, '1', '3000', '-0.0005', '-1.5'],
    ['short, negative rate: pays', 2, '1', '3000', '-0.0005', '1.5'],
    ['a zero rate moves nothing', 1, '1', '3000', '0', '0'],
  ] as const)('payment of %s', (_, direction, quantity, mark, rate, expected) => {
    expect(fundingPaymentOf(direction, quantity, mark, rate)).toBe(expected);
  });

  it.each([
    ['00:00 UTC itself', Date.UTC(2026, 10, 24, 0), Date.UTC(2026, 10, 24, 0), Date.UTC(2026, 10, 24, 8)],
    ['07:59:59', Date.UTC(2026, 10, 24, 7, 59, 59), Date.UTC(2026, 10, 24, 0), Date.UTC(2026, 10, 24, 8)],
    ['12:30', Date.UTC(2026, 10, 24, 12, 30), Date.UTC(2026, 10, 24, 8), Date.UTC(2026, 10, 24, 16)],
    ['23:00', Date.UTC(2026, 10, 24, 23), Date.UTC(2026, 10, 24, 16), Date.UTC(2026, 10, 25, 0)],
  ])('settles at 00, 08 and 16 UTC: at %s', (_, now, period, next) => {
    expect(fundingPeriodStart(now)).toBe(period);
    expect(nextFundingTime(now)).toBe(next);
    expect((next - period) / hour).toBe(8);
  });
});

describe('close split', () => {
  it.each([
    [
      'isolated profit',
      { marginMode: 2, marginShare: '6000', realisedPnl: '1000', closeFee: '30.5', available: '0' },
      { marginRelease: '6000', profit: '1000', lossPaid: '0', shortfall: '0', feePaid: '30.5' },
    ],
    [
      'isolated loss inside the margin',
      { marginMode: 2, marginShare: '6000', realisedPnl: '-2500', closeFee: '28.75', available: '100' },
      { marginRelease: '6000', profit: '0', lossPaid: '2500', shortfall: '0', feePaid: '28.75' },
    ],
    [
      'isolated loss past the margin (a gap): the wallet is not touched, the fund pays the rest',
      { marginMode: 2, marginShare: '600', realisedPnl: '-700', closeFee: '27', available: '5000' },
      { marginRelease: '600', profit: '0', lossPaid: '600', shortfall: '100', feePaid: '27' },
    ],
    [
      'cross loss past the margin: the wallet pays',
      { marginMode: 1, marginShare: '600', realisedPnl: '-700', closeFee: '27', available: '5000' },
      { marginRelease: '600', profit: '0', lossPaid: '700', shortfall: '0', feePaid: '27' },
    ],
    [
      'cross loss past everything: nothing left for the fee',
      { marginMode: 1, marginShare: '600', realisedPnl: '-1000', closeFee: '27', available: '50' },
      { marginRelease: '600', profit: '0', lossPaid: '650', shortfall: '350', feePaid: '0' },
    ],
    [
      'a fee larger than what is left is cut to it',
      { marginMode: 2, marginShare: '100', realisedPnl: '-95', closeFee: '10', available: '0' },
      { marginRelease: '100', profit: '0', lossPaid: '95', shortfall: '0', feePaid: '5' },
    ],
  ] as const)('given %s', (_, input, expected) => {
    expect(splitClose(input)).toEqual(expected);
  });
});

describe('liquidation split (closes at the bankruptcy price)', () => {
  it.each([
    [
      'mark loss inside the margin: the fund keeps the surplus',
      { collateral: '6000', markPnl: '-5750' },
      { forfeited: '6000', insuranceToBook: '5750', bookToInsurance: '0' },
    ],
    [
      'a gap past bankruptcy: the fund pays the difference',
      { collateral: '6000', markPnl: '-6400' },
      { forfeited: '6000', insuranceToBook: '6400', bookToInsurance: '0' },
    ],
    [
      'still in profit at mark (funding drained the margin): the book pays the fund',
      { collateral: '3', markPnl: '12' },
      { forfeited: '3', insuranceToBook: '0', bookToInsurance: '12' },
    ],
  ] as const)('given %s', (_, input, expected) => {
    expect(splitLiquidation(input)).toEqual(expected);
  });
});

/**
 * A position followed along a random price path with the risk engine's rules: each step either liquidates (margin
 * balance ≤ maintenance at the new mark), lets the holder close part or all at the mark, pays funding, or moves on.
 * Balances are tracked per party; at every step the holder's wallet and margin stay ≥ 0 and the parties sum to what
 * the holder started with.
 */
describe('any price path', () => {
  const step = fc.record({
    move: fc.double({ min: -0.12, max: 0.12, noNaN: true }),
    action: fc.constantFrom('hold', 'hold', 'hold', 'close-part', 'close-all', 'funding'),
    share: fc.integer({ min: 1, max: 99 }),
    rate: fc.integer({ min: -75, max: 75 }).map((bp) => new BigNumber(bp).shiftedBy(-4).toFixed()),
  });

  it('never leaves the holder below zero and conserves every unit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Direction>(1, 2),
        fc.constantFrom<MarginMode>(1, 2),
        fc.integer({ min: 1, max: 3000 }).map((units) => new BigNumber(units).shiftedBy(-3).toFixed()),
        fc.integer({ min: 1, max: 125 }),
        fc.integer({ min: 0, max: 5000 }).map(String),
        fc.array(step, { minLength: 1, maxLength: 40 }),
        (direction, marginMode, quantity, wantedLeverage, spare, path) => {
          const entry = '60000';
          const leverage = Math.min(
            wantedLeverage,
            maxLeverageFor(BTC, new BigNumber(quantity).times(entry)),
          );
          const margin0 = initialMarginOf(quantity, entry, leverage);
          const openFee = tradingFeeOf(quantity, entry, '0.0005');
          const start = new BigNumber(margin0).plus(openFee).plus(spare);
          const party = {
            wallet: new BigNumber(spare),
            margin: new BigNumber(margin0),
            book: new BigNumber(0),
            insurance: new BigNumber(0),
            fees: new BigNumber(openFee),
          };
          let held = new BigNumber(quantity);
          let mark = new BigNumber(entry);
          const checkHolder = () => {
            expect(party.wallet.isNegative()).toBe(false);
            expect(party.margin.isNegative()).toBe(false);
            const total = party.wallet
              .plus(party.margin)
              .plus(party.book)
              .plus(party.insurance)
              .plus(party.fees);
            expect(total.isEqualTo(start)).toBe(true);
          };
          for (const { move, action, share, rate } of path) {
            if (held.isZero()) break;
            mark = BigNumber.max(mark.times(1 + move).decimalPlaces(1), '0.1');
            const pnl = realisedPnlOf(direction, held, entry, mark);
            const collateral = marginMode === 2 ? party.margin : party.margin.plus(party.wallet);
            const balance = collateral.plus(unrealisedPnlOf(direction, held, entry, mark));
            if (isBelowMaintenance(balance, maintenanceMarginAt(BTC, held, mark))) {
              const split = splitLiquidation({ collateral, markPnl: pnl });
              if (marginMode === 1) party.wallet = new BigNumber(0);
              party.margin = new BigNumber(0);
              party.insurance = party.insurance
                .plus(split.forfeited)
                .minus(split.insuranceToBook)
                .plus(split.bookToInsurance);
              party.book = party.book.plus(split.insuranceToBook).minus(split.bookToInsurance);
              held = new BigNumber(0);
            } else if (action === 'funding') {
              const payment = new BigNumber(fundingPaymentOf(direction, held, mark, rate));
              // Isolated funding moves the position margin, cross funding the wallet (never below zero).
              const pot = marginMode === 2 ? party.margin : party.wallet;
              const paid = payment.isPositive() ? BigNumber.min(payment, pot) : payment;
              if (marginMode === 2) party.margin = party.margin.minus(paid);
              else party.wallet = party.wallet.minus(paid);
              party.book = party.book.plus(paid);
            } else if (action !== 'hold') {
              const closing =
                action === 'close-all'
                  ? held
                  : held.times(share).dividedBy(100).decimalPlaces(3, BigNumber.ROUND_DOWN);
              if (closing.isZero()) continue;
              const marginShare = marginShareOf(party.margin, held, closing);
              const split = splitClose({
                marginMode,
                marginShare,
                realisedPnl: realisedPnlOf(direction, closing, entry, mark),
                closeFee: tradingFeeOf(closing, mark, '0.0005'),
                available: party.wallet,
              });
              party.margin = party.margin.minus(split.marginRelease);
              party.wallet = party.wallet
                .plus(split.marginRelease)
                .plus(split.profit)
                .minus(split.lossPaid)
                .minus(split.feePaid);
              party.book = party.book.minus(split.profit).plus(split.lossPaid).plus(split.shortfall);
              party.insurance = party.insurance.minus(split.shortfall);
              party.fees = party.fees.plus(split.feePaid);
              held = held.minus(closing);
            }
            checkHolder();
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
