import { BigNumber } from 'bignumber.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bankruptcyPriceOf,
  bracketFor,
  buildBrackets,
  initialMarginOf,
  isBelowMaintenance,
  liquidationPriceOf,
  maintenanceMarginAt,
  marginRatioOf,
  marginShareOf,
  maxLeverageFor,
  previewOrder,
  quantityForMargin,
  realisedPnlOf,
  roeOf,
  tradingFeeOf,
  unrealisedPnlOf,
  averageEntryOf,
} from '../src/index';
import { BTC_TIERS } from './support/brackets';

const BTC = buildBrackets(BTC_TIERS);
/** One-bracket contracts: 0.4 % (the reference's worked check) and 0.5 % (Bybit's example). */
const FLAT_0_4_PERCENT = buildBrackets([
  { initialLeverage: 125, notionalFloor: '0', notionalCap: '1000000000', maintMarginRatio: '0.004' },
]);
const FLAT_HALF_PERCENT = buildBrackets([
  { initialLeverage: 100, notionalFloor: '0', notionalCap: '1000000000', maintMarginRatio: '0.005' },
]);

const close = (actual: string | null, expected: string, within = '0.000001') => {
  expect(actual).not.toBeNull();
  expect(new BigNumber(actual as string).minus(expected).abs().isLessThanOrEqualTo(within)).toBe(true);
};

describe('brackets', () => {
  it('derives Binance’s published cum for every BTCUSDT bracket', () => {
    expect(BTC.map((bracket) => bracket.cum)).toEqual([
      '0',
      '50',
      '1300',
      '16300',
      '266300',
      '1266300',
      '2516300',
      '5016300',
      '25016300',
      '100016300',
    ]);
  });

  it.each([
    ['a notional of 0', '0', 1, 125],
    ['just under the first cap', '49999.99', 1, 125],
    ['exactly the first cap (the next bracket)', '50000', 2, 100],
    ['300k', '300000', 3, 50],
    ['beyond the last cap (stays in the last)', '600000000', 10, 1],
  ])('given %s, the bracket and max leverage are read from the table', (_, notional, bracket, leverage) => {
    expect(bracketFor(BTC, notional).bracket).toBe(bracket);
    expect(maxLeverageFor(BTC, notional)).toBe(leverage);
  });

  it.each([
    ['notional 10,000: 0.4 %', '1', '10000', '40'],
    ['notional 300,000: 1 % − 1,300', '5', '60000', '1700'],
    ['notional 2,000,000: 2.5 % − 16,300', '40', '50000', '33700'],
  ])('maintenance margin at %s', (_, quantity, mark, expected) => {
    expect(maintenanceMarginAt(BTC, quantity, mark)).toBe(expected);
  });

  it('keeps the maintenance margin continuous across every boundary', () => {
    for (const bracket of BTC.slice(1)) {
      const below = new BigNumber(bracket.notionalFloor).minus('0.000001');
      const atBoundary = maintenanceMarginAt(BTC, '1', bracket.notionalFloor);
      close(maintenanceMarginAt(BTC, '1', below.toFixed()), atBoundary, '0.00001');
    }
  });

  it.each([
    ['starting above 0', [{ ...BTC_TIERS[1]!, notionalFloor: '1' }]],
    ['with a gap', [BTC_TIERS[0]!, { ...BTC_TIERS[1]!, notionalFloor: '60000' }]],
    ['lowering the ratio', [BTC_TIERS[0]!, { ...BTC_TIERS[1]!, maintMarginRatio: '0.001' }]],
    ['raising the leverage', [BTC_TIERS[0]!, { ...BTC_TIERS[1]!, initialLeverage: 150 }]],
    ['with a ratio of 1', [{ ...BTC_TIERS[0]!, maintMarginRatio: '1' }]],
  ])('refuses tiers %s', (_, tiers) => {
    expect(() => buildBrackets(tiers)).toThrow(RangeError);
  });
});

describe('margin, PnL, ROE and fees (Binance futures FAQ figures)', () => {
  it.each([
    ['1 BTC at 60,000, 10×', '1', '60000', 10, '6000'],
    ['0.001 BTC at 91,234.5, 125×', '0.001', '91234.5', 125, '0.729876'],
    ['a third: rounded up to a money unit', '1', '100', 3, '33.33333334'],
    ['leverage 0 (spec §5 guard)', '1', '100', 0, '0'],
  ])('initial margin of %s', (_, quantity, price, leverage, expected) => {
    expect(initialMarginOf(quantity, price, leverage)).toBe(expected);
  });

  it.each([
    ['long 1 BTC, 60,000 → 61,000', 1, '1', '60000', '61000', '1000'],
    ['short 1 BTC, 60,000 → 61,000', 2, '1', '60000', '61000', '-1000'],
    ['long 0.5 ETH, 3,000 → 2,900', 1, '0.5', '3000', '2900', '-50'],
    ['short 2 SOL, 140 → 130.5', 2, '2', '140', '130.5', '19'],
  ] as const)('unrealised PnL of %s', (_, direction, quantity, entry, mark, expected) => {
    expect(unrealisedPnlOf(direction, quantity, entry, mark)).toBe(expected);
  });

  it('realises PnL towards −∞: a profit is cut, a loss rounded up', () => {
    expect(realisedPnlOf(1, '0.001', '100.123456789', '100.123456799')).toBe('0');
    expect(realisedPnlOf(2, '0.001', '100.123456789', '100.123456799')).toBe('-0.00000001');
  });

  it.each([
    ['+1,000 on 6,000 of margin', '1000', '1', '60000', 10, '16.6667'],
    ['−50 on 150 of margin', '-50', '0.5', '3000', 10, '-33.3333'],
    ['no entry price yet (spec §5)', '10', '1', '0', 10, '0'],
  ])('ROE of %s', (_, pnl, quantity, entry, leverage, expected) => {
    expect(roeOf(pnl, quantity, entry, leverage)).toBe(expected);
  });

  it.each([
    ['taker 0.05 % of 60,000', '1', '60000', '0.0005', '30'],
    ['maker 0.02 % of 1,234.5678', '0.1', '12345.678', '0.0002', '0.24691356'],
    ['rounded up', '0.001', '33.333', '0.0005', '0.00001667'],
  ])('fee: %s', (_, quantity, price, rate, expected) => {
    expect(tradingFeeOf(quantity, price, rate)).toBe(expected);
  });

  it('averages the entry by quantity', () => {
    expect(averageEntryOf('1', '60000', '1', '62000')).toBe('61000');
    expect(averageEntryOf('0.3', '100', '0.1', '104')).toBe('101');
  });

  it('returns margin pro rata on a partial close and all of it on the last', () => {
    expect(marginShareOf('6000', '1', '0.5')).toBe('3000');
    expect(marginShareOf('100', '3', '1')).toBe('33.33333333');
    expect(marginShareOf('100', '3', '3')).toBe('100');
    expect(() => marginShareOf('100', '1', '2')).toThrow(RangeError);
  });
});

describe('liquidation price', () => {
  const isolated = (direction: 1 | 2, brackets = FLAT_0_4_PERCENT) =>
    liquidationPriceOf({ direction, quantity: '1', entryPrice: '60000', walletBalance: '6000', brackets });

  it('given long 1 BTC at 60,000, 10× isolated (margin 6,000), MMR 0.4 %, cum 0: ≈ 54,217 (the reference)', () => {
    close(isolated(1), '54216.867469879518');
  });

  it('given short 1 BTC at 60,000, 10× isolated, MMR 0.4 %: (6,000 + 60,000) / 1.004', () => {
    close(isolated(2), '65737.051792828685');
  });

  it('given the same long on Binance’s real BTC table: 54,217 × 1 is past bracket 1’s 50k cap, so bracket 2 (0.5 %, cum 50) gives 54,221.11', () => {
    close(isolated(1, BTC), '54221.105527638191');
    close(isolated(2, BTC), '65721.393034825871');
  });

  it('given Bybit’s 1 BTC at 20,000, 50× isolated: bankruptcy 19,600; liquidation 19,698.49 (MM at the liquidation notional; Bybit’s 19,700 takes MM at entry)', () => {
    expect(bankruptcyPriceOf(1, '1', '20000', '400')).toBe('19600');
    close(
      liquidationPriceOf({
        direction: 1,
        quantity: '1',
        entryPrice: '20000',
        walletBalance: '400',
        brackets: FLAT_HALF_PERCENT,
      }),
      '19698.492462311558',
    );
    // Bybit's form, entry − (IM − MM at entry) / qty, is the same rule with the maintenance margin frozen at entry.
    expect(new BigNumber('20000').minus(new BigNumber('400').minus('100')).toFixed()).toBe('19700');
  });

  it('when the liquidation notional falls in a lower bracket, recomputes with that bracket (tier change)', () => {
    // Long 4.6 BTC at 55,000 (notional 253,000: bracket 3) with 25,300 margin. Bracket 3 would give ≈ 49,714.5,
    // whose notional (≈ 228,687) is in bracket 2; bracket 2's MMR and cum give the answer.
    const price = liquidationPriceOf({
      direction: 1,
      quantity: '4.6',
      entryPrice: '55000',
      walletBalance: '25300',
      brackets: BTC,
    });
    close(price, '49737.819532444832');
    expect(bracketFor(BTC, new BigNumber(price as string).times('4.6').toFixed()).bracket).toBe(2);
  });

  it('given cross: wallet 10,000, long 1 BTC at 60,000 and a losing short 10 ETH (MM 155, PnL −1,000)', () => {
    close(
      liquidationPriceOf({
        direction: 1,
        quantity: '1',
        entryPrice: '60000',
        walletBalance: '10000',
        otherMaintenance: '155',
        otherPnl: '-1000',
        brackets: FLAT_0_4_PERCENT,
      }),
      '51360.441767068273',
    );
  });

  it('has no liquidation price for a long margined beyond its notional, and 0 for a short already under water', () => {
    expect(
      liquidationPriceOf({
        direction: 1,
        quantity: '1',
        entryPrice: '100',
        walletBalance: '150',
        brackets: BTC,
      }),
    ).toBeNull();
    expect(
      liquidationPriceOf({
        direction: 2,
        quantity: '1',
        entryPrice: '100',
        walletBalance: '-150',
        brackets: BTC,
      }),
    ).toBe('0');
  });

  it('puts the margin balance exactly on the maintenance margin at the liquidation price (any position)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<1 | 2>(1, 2),
        fc.integer({ min: 1, max: 200_000 }).map((units) => new BigNumber(units).shiftedBy(-3).toFixed()),
        fc.integer({ min: 1_000, max: 150_000 }).map(String),
        fc.integer({ min: 1, max: 125 }),
        (direction, quantity, entry, leverage) => {
          const margin = initialMarginOf(quantity, entry, leverage);
          const price = liquidationPriceOf({
            direction,
            quantity,
            entryPrice: entry,
            walletBalance: margin,
            brackets: BTC,
          });
          if (price === null) return;
          const balance = new BigNumber(margin).plus(unrealisedPnlOf(direction, quantity, entry, price));
          const maintenance = maintenanceMarginAt(BTC, quantity, price);
          // The price is rounded to 12 decimals, so the two agree to qty × 10^-12 (and a little).
          expect(balance.minus(maintenance).abs().isLessThan(new BigNumber(quantity).times('1e-11'))).toBe(
            true,
          );
          const worse = new BigNumber(price).plus(direction === 1 ? '-0.01' : '0.01').toFixed();
          const better = new BigNumber(price).plus(direction === 1 ? '0.01' : '-0.01').toFixed();
          const balanceAt = (mark: string) =>
            new BigNumber(margin).plus(unrealisedPnlOf(direction, quantity, entry, mark));
          if (new BigNumber(worse).isGreaterThan(0))
            expect(isBelowMaintenance(balanceAt(worse), maintenanceMarginAt(BTC, quantity, worse))).toBe(
              true,
            );
          expect(isBelowMaintenance(balanceAt(better), maintenanceMarginAt(BTC, quantity, better))).toBe(
            false,
          );
        },
      ),
    );
  });

  it('lies between the entry and the bankruptcy price at any leverage the bracket allows', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<1 | 2>(1, 2),
        fc.integer({ min: 1, max: 50_000 }).map((units) => new BigNumber(units).shiftedBy(-3).toFixed()),
        fc.integer({ min: 100, max: 100_000 }).map(String),
        fc.integer({ min: 2, max: 125 }),
        (direction, quantity, entry, wanted) => {
          const leverage = Math.min(
            wanted,
            maxLeverageFor(BTC, new BigNumber(quantity).times(entry).toFixed()),
          );
          const margin = initialMarginOf(quantity, entry, leverage);
          const price = new BigNumber(
            liquidationPriceOf({
              direction,
              quantity,
              entryPrice: entry,
              walletBalance: margin,
              brackets: BTC,
            }) ?? '0',
          );
          const bankruptcy = bankruptcyPriceOf(direction, quantity, entry, margin);
          if (direction === 1) {
            expect(price.isLessThan(entry) && price.isGreaterThanOrEqualTo(bankruptcy)).toBe(true);
          } else {
            expect(price.isGreaterThan(entry) && price.isLessThanOrEqualTo(bankruptcy)).toBe(true);
          }
        },
      ),
    );
  });

  it('reads the margin ratio as maintenance / margin balance, 100 % when nothing is left', () => {
    expect(marginRatioOf('40', '6000')).toBe('0.6667');
    expect(marginRatioOf('40', '0')).toBe('100');
  });
});

describe('order preview (what the ticket shows and the server charges)', () => {
  it('given a 10× long of 0.5 BTC at 60,000 isolated with taker 0.05 %', () => {
    const preview = previewOrder({
      direction: 1,
      quantity: '0.5',
      price: '60000',
      leverage: 10,
      marginMode: 2,
      brackets: BTC,
      feeRate: '0.0005',
    });
    expect(preview).toMatchObject({
      notional: '30000',
      margin: '3000',
      fee: '15',
      cost: '3015',
      maxLeverage: 125,
      isLeverageAllowed: true,
    });
    close(preview.liquidationPrice, '54216.867469879518');
  });

  it('refuses a leverage the merged notional does not allow', () => {
    const preview = previewOrder({
      direction: 1,
      quantity: '5',
      price: '60000',
      leverage: 100,
      marginMode: 2,
      brackets: BTC,
      feeRate: '0.0005',
      existing: { quantity: '1', entryPrice: '60000', margin: '600' },
    });
    expect(preview.maxLeverage).toBe(50);
    expect(preview.isLeverageAllowed).toBe(false);
  });

  it('finds the largest quantity a margin pays for (create-specify)', () => {
    expect(quantityForMargin('100', '60000', 20, 3)).toBe('0.033');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }).map((cents) => new BigNumber(cents).shiftedBy(-2).toFixed()),
        fc.integer({ min: 1, max: 10_000_000 }).map((units) => new BigNumber(units).shiftedBy(-2).toFixed()),
        fc.integer({ min: 1, max: 125 }),
        fc.integer({ min: 0, max: 6 }),
        (margin, price, leverage, decimals) => {
          const quantity = quantityForMargin(margin, price, leverage, decimals);
          expect(new BigNumber(initialMarginOf(quantity, price, leverage)).isLessThanOrEqualTo(margin)).toBe(
            true,
          );
          const next = new BigNumber(quantity).plus(new BigNumber(1).shiftedBy(-decimals));
          expect(new BigNumber(initialMarginOf(next, price, leverage)).isGreaterThan(margin)).toBe(true);
        },
      ),
    );
  });
});
