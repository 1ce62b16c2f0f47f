import { createRandom, type Random } from './seeded-random';
import type { TradingTime } from './trading-time';

/**
 * One instrument's simulated price history and future, generated top-down so that every coarse candle is exactly
 * the aggregate of its finer ones (DESIGN.md §7): years → months → days → hours → minutes → seconds. Each level's
 * candles come from a Brownian bridge between the parent's open and close (the exact conditional law of the
 * random walk that made the parent), with highs and lows drawn from the bridge-maximum law and clamped into the
 * parent's range, one child reaching each of the parent's extremes. Years follow a mean-reverting walk around the
 * reference price so centuries of history stay plausible. Every node is a pure function of (seed, key, level,
 * start), so the same seed gives the same path on every instance and after every restart, and gaps while the
 * server was down are simply regenerated.
 *
 * Prices are integer ticks (10^-priceDecimals) and volumes integer units (10^-volumeDecimals, bigint), so
 * aggregation is exact; the float model only chooses them.
 */
export interface PathCandle {
  start: number;
  end: number;
  /** Trading time inside the candle; 0 means the market was closed throughout (a flat candle, no volume). */
  weightMs: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: bigint;
}

export interface PricePathOptions {
  seed: string;
  /** What the randomness is keyed by: instruments sharing a key (BTC spot and perpetual) share a path. */
  key: string;
  referencePrice: number;
  annualVolatility: number;
  priceDecimals: number;
  volumeDecimals: number;
  /** Quote-currency turnover of an average trading day, for volumes. */
  dailyTurnover: number;
  tradingTime: TradingTime;
}

export const FIRST_YEAR = 1500;
/** The year whose first second opens at the reference price. */
export const ANCHOR_YEAR = 2026;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const SECOND_MS = 1_000;
/** Levels: 0 year, 1 month, 2 day, 3 hour, 4 minute, 5 second. */
export const SECOND_LEVEL = 5;
const FIXED_CHILD_STEP_MS = [0, DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS] as const;
/**
 * Strength of the yearly pull back towards the reference price, and how far year-end closes stray (a fraction of
 * a free walk's). Within a year the bridges keep the full volatility, so realised volatility at any resolution
 * below a year is the instrument's; only the year-to-year drift is tamed, keeping a demo market near the levels
 * people know.
 */
const YEARLY_REVERSION = 0.5;
const YEARLY_SPREAD = 0.35;
const CACHE_LIMIT = 20_000;
const SHARE_BITS = 40n;

export const firstTimeMs = () => Date.UTC(FIRST_YEAR, 0, 1);

export class PricePath {
  private readonly tickSize: number;
  private readonly variancePerMs: number;
  private readonly years: PathCandle[];
  private readonly lastYear: number;
  private readonly children = new Map<string, PathCandle[]>();

  constructor(
    private readonly options: PricePathOptions,
    untilYear: number,
  ) {
    this.tickSize = 10 ** -options.priceDecimals;
    this.variancePerMs = options.annualVolatility ** 2 / options.tradingTime.annualWeightMs;
    this.lastYear = untilYear;
    this.years = this.generateYears(untilYear);
  }

  /** The candle of `level` containing `timeMs` (a year, month, …, second). */
  nodeAt(level: number, timeMs: number): PathCandle {
    let node = this.yearAt(timeMs);
    for (let depth = 0; depth < level; depth += 1) node = this.childAt(node, depth, timeMs);
    return node;
  }

  /** Last price at `timeMs`: the close of the second containing it. */
  priceAt(timeMs: number): number {
    return this.nodeAt(SECOND_LEVEL, timeMs).close;
  }

  /**
   * The aggregate of [fromMs, toMs), both on whole seconds, from the largest nodes that fit: a kline bucket, or
   * an open bucket up to now. Null when the range is empty or outside the generated years.
   */
  aggregate(fromMs: number, toMs: number): PathCandle | null {
    const from = Math.max(fromMs, this.years[0]!.start);
    const to = Math.min(toMs, this.years[this.years.length - 1]!.end);
    if (from >= to) return null;
    let result: PathCandle | null = null;
    for (let index = this.yearIndex(from); index < this.years.length; index += 1) {
      const year = this.years[index]!;
      if (year.start >= to) break;
      result = combine(result, this.aggregateWithin(year, 0, from, to));
    }
    return result === null ? null : { ...result, start: fromMs, end: toMs };
  }

  get decimals() {
    return { price: this.options.priceDecimals, volume: this.options.volumeDecimals };
  }

  private aggregateWithin(node: PathCandle, level: number, from: number, to: number): PathCandle | null {
    if (node.end <= from || node.start >= to) return null;
    if (node.start >= from && node.end <= to) return node;
    assert(level < SECOND_LEVEL, 'ranges are whole seconds');
    let result: PathCandle | null = null;
    for (const child of this.childrenOf(node, level)) {
      if (child.start >= to) break;
      result = combine(result, this.aggregateWithin(child, level + 1, from, to));
    }
    return result;
  }

  private yearIndex(timeMs: number) {
    return new Date(timeMs).getUTCFullYear() - FIRST_YEAR;
  }

  private yearAt(timeMs: number): PathCandle {
    const year = this.years[this.yearIndex(timeMs)];
    assert(year !== undefined, `no simulated history at ${timeMs} (years ${FIRST_YEAR}–${this.lastYear})`);
    return year;
  }

  private childAt(node: PathCandle, level: number, timeMs: number): PathCandle {
    const children = this.childrenOf(node, level);
    const index =
      level === 0
        ? new Date(timeMs).getUTCMonth()
        : Math.floor((timeMs - node.start) / FIXED_CHILD_STEP_MS[level]!);
    const child = children[index];
    assert(child !== undefined && child.start <= timeMs && timeMs < child.end, 'child lookup');
    return child;
  }

  private childrenOf(node: PathCandle, level: number): PathCandle[] {
    const cacheKey = `${level}:${node.start}`;
    const cached = this.children.get(cacheKey);
    if (cached) return cached;
    const generated = this.generateChildren(node, level);
    if (this.children.size >= CACHE_LIMIT) this.children.delete(this.children.keys().next().value as string);
    this.children.set(cacheKey, generated);
    return generated;
  }

  private childBounds(node: PathCandle, level: number): number[] {
    const bounds = [node.start];
    if (level === 0) {
      const year = new Date(node.start).getUTCFullYear();
      for (let month = 1; month <= 12; month += 1) bounds.push(Date.UTC(year, month, 1));
      return bounds;
    }
    const step = FIXED_CHILD_STEP_MS[level]!;
    for (let time = node.start + step; time <= node.end; time += step) bounds.push(time);
    return bounds;
  }

  /** Log prices are kept in ticks: ln(price / tickSize). */
  private toTicks(logTicks: number) {
    return Math.max(1, Math.round(Math.exp(logTicks)));
  }

  /**
   * Yearly candles, anchored so that 1 January of ANCHOR_YEAR opens at the reference price: later years walk
   * forward from there and earlier ones backward, each step pulled towards the reference (an Ornstein–Uhlenbeck
   * walk in log price, which is time-reversible).
   */
  private generateYears(untilYear: number): PathCandle[] {
    const random = createRandom(`${this.options.seed}|${this.options.key}|years`);
    const anchor = Math.log(this.options.referencePrice / this.tickSize);
    const varianceOf = (year: number) =>
      this.variancePerMs * this.options.tradingTime.weightMs(Date.UTC(year, 0, 1), Date.UTC(year + 1, 0, 1));
    const step = (logTicks: number, year: number) =>
      logTicks +
      YEARLY_REVERSION * (anchor - logTicks) +
      YEARLY_SPREAD * Math.sqrt(varianceOf(year)) * random.normal();
    // Opens of each year: index 0 is FIRST_YEAR; the one after untilYear closes the last candle.
    const opens = new Map<number, number>([[ANCHOR_YEAR, this.toTicks(anchor)]]);
    for (let year = ANCHOR_YEAR + 1, log = anchor; year <= untilYear + 1; year += 1) {
      log = Math.log(this.toTicks(step(log, year - 1)));
      opens.set(year, Math.exp(log));
    }
    for (let year = ANCHOR_YEAR - 1, log = anchor; year >= FIRST_YEAR; year -= 1) {
      log = Math.log(this.toTicks(step(log, year)));
      opens.set(year, Math.exp(log));
    }
    const years: PathCandle[] = [];
    for (let year = FIRST_YEAR; year <= untilYear; year += 1) {
      const start = Date.UTC(year, 0, 1);
      const end = Date.UTC(year + 1, 0, 1);
      const weightMs = this.options.tradingTime.weightMs(start, end);
      const open = Math.round(opens.get(year)!);
      const close = Math.round(opens.get(year + 1)!);
      const [high, low] = this.extremes(open, close, varianceOf(year), random);
      const tradingDays = weightMs / (this.options.tradingTime.annualWeightMs / 252);
      const turnover = (this.options.dailyTurnover * tradingDays * Math.exp(0.4 * random.normal())) / 1.45;
      const units = (turnover / this.options.referencePrice) * 10 ** this.options.volumeDecimals;
      years.push({ start, end, weightMs, open, high, low, close, volume: BigInt(Math.round(units)) });
    }
    return years;
  }

  /** High and low of a candle from `open` to `close` with log-variance `variance`: the bridge max/min law. */
  private extremes(open: number, close: number, variance: number, random: Random): [number, number] {
    if (variance <= 0) return [Math.max(open, close), Math.min(open, close)];
    const a = Math.log(open);
    const b = Math.log(close);
    const spread = (draw: number) => Math.sqrt((b - a) ** 2 - 2 * variance * Math.log(draw));
    const high = Math.round(Math.exp((a + b + spread(random.uniform())) / 2));
    const low = Math.round(Math.exp((a + b - spread(random.uniform())) / 2));
    return [Math.max(high, open, close), Math.max(1, Math.min(low, open, close))];
  }

  private generateChildren(parent: PathCandle, level: number): PathCandle[] {
    const random = createRandom(`${this.options.seed}|${this.options.key}|${level + 1}|${parent.start}`);
    const bounds = this.childBounds(parent, level);
    const weights = bounds
      .slice(1)
      .map((end, index) => this.options.tradingTime.weightMs(bounds[index]!, end));
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    const children: PathCandle[] = [];
    let remaining = total;
    let open = parent.open;
    let logPrice = Math.log(parent.open);
    const target = Math.log(parent.close);
    for (const [index, weightMs] of weights.entries()) {
      const isLast = index === weights.length - 1;
      let close = open;
      if (isLast) close = parent.close;
      else if (weightMs > 0) {
        const after = remaining - weightMs;
        const mean = logPrice + ((target - logPrice) * weightMs) / remaining;
        const variance = (this.variancePerMs * weightMs * after) / remaining;
        const drawn = this.toTicks(mean + Math.sqrt(variance) * random.normal());
        close = clamp(drawn, parent.low, parent.high);
        logPrice = Math.log(close);
      }
      remaining -= weightMs;
      const [rawHigh, rawLow] = this.extremes(open, close, this.variancePerMs * weightMs, random);
      children.push({
        start: bounds[index]!,
        end: bounds[index + 1]!,
        weightMs,
        open,
        close,
        high: clamp(rawHigh, Math.max(open, close), parent.high),
        low: clamp(rawLow, parent.low, Math.min(open, close)),
        volume: 0n,
      });
      open = close;
    }
    reachParentExtremes(children, parent);
    splitVolume(children, parent.volume, random);
    return children;
  }
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** One trading child takes the parent's high and one its low, so max/min of the children equal the parent's. */
const reachParentExtremes = (children: PathCandle[], parent: PathCandle) => {
  const trading = children.filter((child) => child.weightMs > 0);
  const candidates = trading.length > 0 ? trading : children;
  const highest = candidates.reduce((best, child) => (child.high > best.high ? child : best));
  const lowest = candidates.reduce((best, child) => (child.low < best.low ? child : best));
  highest.high = parent.high;
  lowest.low = parent.low;
};

/** Splits `volume` over the trading children by weight and a random intensity; the parts sum to it exactly. */
const splitVolume = (children: PathCandle[], volume: bigint, random: Random) => {
  const intensity = children.map((child) =>
    child.weightMs > 0 ? child.weightMs * Math.exp(0.5 * random.normal()) : 0,
  );
  const total = intensity.reduce((sum, value) => sum + value, 0);
  if (total === 0 || volume === 0n) return;
  let assigned = 0n;
  let largest = 0;
  for (const [index, child] of children.entries()) {
    const share = BigInt(Math.floor((intensity[index]! / total) * 2 ** Number(SHARE_BITS)));
    child.volume = (volume * share) >> SHARE_BITS;
    assigned += child.volume;
    if (intensity[index]! > intensity[largest]!) largest = index;
  }
  children[largest]!.volume += volume - assigned;
};

/** `later` following `earlier` in time (either may be absent). */
const combine = (earlier: PathCandle | null, later: PathCandle | null): PathCandle | null => {
  if (!later) return earlier;
  if (!earlier) return { ...later };
  return {
    start: earlier.start,
    end: later.end,
    weightMs: earlier.weightMs + later.weightMs,
    open: earlier.open,
    close: later.close,
    high: Math.max(earlier.high, later.high),
    low: Math.min(earlier.low, later.low),
    volume: earlier.volume + later.volume,
  };
};

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`price path: ${message}`);
}
