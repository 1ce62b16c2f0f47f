import { BigNumber } from 'bignumber.js';
import { MAX_DEPTH_LEVELS } from '@exchange/contracts';
import { FUNDING_INTERVAL_MS, fundingRateOf, nextFundingTime as nextFundingAfter } from '@exchange/domain';
import type { TradingHours } from '../../../platform/db/index';
import type { Candle, DepthSnapshot, MarkPrice, PriceTick } from '../price-source';
import { PricePath, type PathCandle } from './price-path';
import { createRandom } from './seeded-random';
import { AROUND_THE_CLOCK, sessionTradingTime } from './trading-time';

/** What the simulator needs of an instrument (a row of the instruments table). */
export interface SimulatedInstrument {
  type: number;
  symbol: string;
  baseAsset: string;
  priceAccuracy: number;
  transactionAccuracy: number;
  referencePrice: string;
  annualVolatility: string;
  tradingHours: TradingHours | null;
  sort: number;
}

const CONTRACT_TYPE = 2;
const STOCK_TYPE = 3;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const SECOND_MS = 1_000;

/** Decimal string of an integer count of 10^-decimals units, canonical (no trailing zeros, no exponent). */
export const unitsToDecimal = (units: bigint | number, decimals: number): string => {
  const value = typeof units === 'bigint' ? units : BigInt(units);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
};

/** A path candle as the domain's kline candle (decimal strings). */
export const toDomainCandle = (candle: PathCandle, decimals: { price: number; volume: number }) => ({
  openTime: candle.start,
  open: unitsToDecimal(candle.open, decimals.price),
  high: unitsToDecimal(candle.high, decimals.price),
  low: unitsToDecimal(candle.low, decimals.price),
  close: unitsToDecimal(candle.close, decimals.price),
  volume: unitsToDecimal(candle.volume, decimals.volume),
});

/**
 * The demo market: one deterministic price path per instrument (instruments of one coin share theirs, so BTC spot,
 * perpetual and fast contract agree), and what the live feed reads from it at a moment: ticks with 24 h statistics,
 * a synthesized order book, the open minute candle and contracts' mark price.
 */
export class SimulatedMarket {
  private readonly paths = new Map<string, PricePath>();

  constructor(
    private readonly seed: string,
    private readonly untilYear = new Date().getUTCFullYear() + 1,
  ) {}

  pathOf(instrument: SimulatedInstrument): PricePath {
    const id = `${instrument.type}:${instrument.symbol}`;
    let path = this.paths.get(id);
    if (!path) {
      const isStock = instrument.type === STOCK_TYPE;
      // Binance quotes cheap coins' perpetuals per 1000 units: the same walk, a 1000× price.
      const key = isStock
        ? `stock:${instrument.symbol}`
        : `coin:${instrument.baseAsset.replace(/^1000/, '')}`;
      const rank = Math.max(1, Math.round(instrument.sort / 10));
      path = new PricePath(
        {
          seed: this.seed,
          key,
          referencePrice: Number(instrument.referencePrice),
          annualVolatility: Number(instrument.annualVolatility),
          priceDecimals: instrument.priceAccuracy,
          volumeDecimals: instrument.transactionAccuracy,
          dailyTurnover: (isStock ? 4e9 : 3e9) / rank ** 0.9,
          tradingTime: instrument.tradingHours
            ? sessionTradingTime(instrument.tradingHours)
            : AROUND_THE_CLOCK,
        },
        this.untilYear,
      );
      this.paths.set(id, path);
    }
    return path;
  }

  tick(instrument: SimulatedInstrument, nowMs: number): PriceTick {
    const path = this.pathOf(instrument);
    const { price: decimals } = path.decimals;
    const endMs = Math.floor(nowMs / SECOND_MS) * SECOND_MS + SECOND_MS;
    const day = this.lastTradingDay(path, endMs);
    const last = path.priceAt(nowMs);
    const [bid, ask] = this.bestPrices(path, last, nowMs);
    return {
      symbol: instrument.symbol,
      price: unitsToDecimal(last, decimals),
      bid: bid === null ? null : unitsToDecimal(bid, decimals),
      ask: ask === null ? null : unitsToDecimal(ask, decimals),
      open24h: unitsToDecimal(day?.open ?? last, decimals),
      high24h: unitsToDecimal(day?.high ?? last, decimals),
      low24h: unitsToDecimal(day?.low ?? last, decimals),
      volume24h: unitsToDecimal(day?.volume ?? 0n, path.decimals.volume),
      time: nowMs,
    };
  }

  /**
   * The 24 h before `endMs`; for a market closed throughout them (a stock at the weekend), the 24 h up to its last
   * trading, so the list keeps showing the last session's change rather than a flat zero.
   */
  private lastTradingDay(path: PricePath, endMs: number) {
    let end = endMs;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const day = path.aggregate(end - DAY_MS, end);
      if (!day || day.weightMs > 0) return day;
      end -= DAY_MS;
    }
    return path.aggregate(endMs - DAY_MS, endMs);
  }

  /** The open one-minute candle up to `nowMs` (its seconds so far). */
  openMinute(instrument: SimulatedInstrument, nowMs: number): Candle {
    const path = this.pathOf(instrument);
    const start = Math.floor(nowMs / MINUTE_MS) * MINUTE_MS;
    const candle = path.aggregate(start, Math.floor(nowMs / SECOND_MS) * SECOND_MS + SECOND_MS)!;
    return {
      ...toDomainCandle({ ...candle, start }, path.decimals),
      symbol: instrument.symbol,
      isClosed: false,
    };
  }

  private bestPrices(path: PricePath, last: number, nowMs: number): [number | null, number | null] {
    if (path.nodeAt(5, nowMs).weightMs === 0) return [null, null];
    const spread = Math.max(1, Math.round(last * 0.0001));
    const bid = Math.max(1, last - Math.floor(spread / 2));
    return [bid, bid + spread];
  }

  /**
   * A synthesized book around the last price: the best bid and ask one spread apart, then levels at widening
   * gaps with sizes that grow away from the touch, varying per second. Empty while a stock market is closed.
   */
  depth(instrument: SimulatedInstrument, nowMs: number, levels = MAX_DEPTH_LEVELS): DepthSnapshot {
    const path = this.pathOf(instrument);
    const second = Math.floor(nowMs / SECOND_MS) * SECOND_MS;
    const last = path.priceAt(second);
    const [bid, ask] = this.bestPrices(path, last, second);
    const empty = { symbol: instrument.symbol, bids: [], asks: [], time: nowMs };
    if (bid === null || ask === null) return empty;
    const random = createRandom(`depth|${instrument.type}|${instrument.symbol}|${second}`);
    const { price: priceDecimals, volume: volumeDecimals } = path.decimals;
    const step = Math.max(1, Math.round(last * 0.00005));
    // Typical touch size: about 2,000 quote units, at least one quantity step.
    const touchUnits = Math.max(
      1,
      Math.round((2000 / Number(instrument.referencePrice)) * 10 ** volumeDecimals),
    );
    const side = (best: number, direction: 1 | -1) => {
      const rows: { price: string; quantity: string }[] = [];
      let price = best;
      for (let level = 0; level < levels && price > 0; level += 1) {
        const size = Math.max(
          1,
          Math.round(touchUnits * (1 + level * 0.35) * Math.exp(0.6 * random.normal())),
        );
        rows.push({
          price: unitsToDecimal(price, priceDecimals),
          quantity: unitsToDecimal(size, volumeDecimals),
        });
        price += direction * step * (1 + Math.floor(random.uniform() * 3));
      }
      return rows;
    };
    return { symbol: instrument.symbol, bids: side(bid, -1), asks: side(ask, 1), time: nowMs };
  }

  /**
   * Mark price of a perpetual (DESIGN.md §7): the median of the index (the coin's spot price), the index adjusted
   * by the funding basis, and the last price. Funding: the domain's rule, premium + clamp(interest − premium, ±0.05 %), capped.
   */
  mark(contract: SimulatedInstrument, spot: SimulatedInstrument, nowMs: number): MarkPrice {
    if (contract.type !== CONTRACT_TYPE) throw new Error('mark price is for contracts');
    // Exact decimals from here on: the mark price is what contracts will be valued and liquidated on.
    const decimals = contract.priceAccuracy;
    const perThousand =
      contract.baseAsset.startsWith('1000') && !spot.baseAsset.startsWith('1000') ? 1000 : 1;
    const index = new BigNumber(unitsToDecimal(this.pathOf(spot).priceAt(nowMs), spot.priceAccuracy))
      .times(perThousand)
      .decimalPlaces(decimals, BigNumber.ROUND_HALF_UP);
    const last = new BigNumber(unitsToDecimal(this.pathOf(contract).priceAt(nowMs), decimals));
    const premium = last.minus(index).div(index);
    const fundingRate = new BigNumber(fundingRateOf(premium.toFixed()));
    const nextFundingTime = nextFundingAfter(nowMs);
    const basis = fundingRate.times(nextFundingTime - nowMs).div(FUNDING_INTERVAL_MS);
    const adjusted = index.times(basis.plus(1));
    const [, mark] = [index, adjusted, last].sort((left, right) => left.comparedTo(right) ?? 0);
    return {
      symbol: contract.symbol,
      markPrice: mark!.decimalPlaces(decimals, BigNumber.ROUND_HALF_UP).toFixed(),
      indexPrice: index.toFixed(),
      fundingRate: fundingRate.toFixed(),
      nextFundingTime,
      time: nowMs,
    };
  }
}
