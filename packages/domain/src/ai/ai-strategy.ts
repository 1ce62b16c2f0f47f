import { Decimal, type DecimalInput } from '../decimal';

/**
 * AI-managed trading strategies (issue 19 §1), pure: the engine on the live feed and the backtest on the kline
 * history run these same functions, so the backtest shows what the strategy would have done, not a promise.
 */

/** Product kinds (spec §3): quantitative 0 (a spot grid), regular 1 (periodic DCA over a term). */
export const AI_KIND_GRID = 0;
export const AI_KIND_DCA = 1;
export type AiKind = typeof AI_KIND_GRID | typeof AI_KIND_DCA;

/** Grid lines are kept to this many decimals (the price columns' scale). */
const LINE_DECIMALS = 12;

export interface GridParams {
  low: DecimalInput;
  high: DecimalInput;
  /** Cells between the lines: gridCount + 1 lines from low to high, evenly spaced (an arithmetic grid). */
  gridCount: number;
}

/**
 * The grid's state an order carries between engine runs: the last price the engine saw (null before its first look)
 * and per cell the base quantity it holds ("0" for an empty cell). Cell i lies between line i and line i + 1.
 */
export interface GridState {
  lastPrice: string | null;
  cells: string[];
}

export type GridAction = { side: 'buy' | 'sell'; cell: number; line: string };

/** The gridCount + 1 lines from low to high, ascending. */
export function gridLines(params: GridParams): string[] {
  const low = new Decimal(params.low);
  const step = new Decimal(params.high).minus(low).div(params.gridCount);
  return Array.from({ length: params.gridCount + 1 }, (_, index) =>
    index === params.gridCount
      ? new Decimal(params.high).toFixed()
      : low.plus(step.times(index)).decimalPlaces(LINE_DECIMALS, Decimal.ROUND_DOWN).toFixed(),
  );
}

export const emptyGridState = (gridCount: number): GridState => ({
  lastPrice: null,
  cells: Array.from({ length: gridCount }, () => '0'),
});

/**
 * What the grid does when the price moves from the last seen price to `price`: a cell sells what it holds when the
 * price rose through its upper line, and an empty cell buys when the price fell through its lower line (Binance Spot
 * Grid and Pionex run a grid this way: buy low on one line, sell one line higher). On its first look the grid buys at
 * market every empty cell lying wholly at or above the price, so those cells have something to sell when the price
 * rises through their upper lines (as Binance Spot Grid does at creation); the cells below wait for the price to
 * fall. Sells come first, lowest line first; buys highest line first (the order the price met them).
 */
export function gridDecide(params: GridParams, state: GridState, price: DecimalInput): GridAction[] {
  const lines = gridLines(params);
  if (state.lastPrice === null) return initialGridBuys(params, state, lines, price);
  const previous = new Decimal(state.lastPrice);
  const now = new Decimal(price);
  const actions: GridAction[] = [];
  if (now.isGreaterThan(previous)) {
    for (let cell = 0; cell < params.gridCount; cell += 1) {
      const upper = new Decimal(lines[cell + 1] as string);
      if (upper.isGreaterThan(previous) && upper.isLessThanOrEqualTo(now) && !isEmpty(state.cells[cell]))
        actions.push({ side: 'sell', cell, line: upper.toFixed() });
    }
  } else if (now.isLessThan(previous)) {
    for (let cell = params.gridCount - 1; cell >= 0; cell -= 1) {
      const lower = new Decimal(lines[cell] as string);
      if (lower.isLessThan(previous) && lower.isGreaterThanOrEqualTo(now) && isEmpty(state.cells[cell]))
        actions.push({ side: 'buy', cell, line: lower.toFixed() });
    }
  }
  return actions;
}

/** The first look's buys: each empty cell whose lower line is at or above the price, highest first. */
const initialGridBuys = (
  params: GridParams,
  state: GridState,
  lines: string[],
  price: DecimalInput,
): GridAction[] => {
  const actions: GridAction[] = [];
  for (let cell = params.gridCount - 1; cell >= 0; cell -= 1) {
    const lower = new Decimal(lines[cell] as string);
    if (lower.isGreaterThanOrEqualTo(price) && isEmpty(state.cells[cell]))
      actions.push({ side: 'buy', cell, line: lower.toFixed() });
  }
  return actions;
};

const isEmpty = (quantity: string | undefined) => quantity === undefined || new Decimal(quantity).isZero();

/** USDT each grid cell buys with: the order's amount split evenly, cut to 8 decimals. */
export function gridCellQuote(amount: DecimalInput, gridCount: number): string {
  return new Decimal(amount).div(gridCount).decimalPlaces(8, Decimal.ROUND_DOWN).toFixed();
}

/**
 * The profit of one completed grid (buy on a line, sell on the next) as a fraction, after the taker fee both ways:
 * highest on the lowest cell, lowest on the top cell. What the config page discloses as "per-grid profit".
 */
export function gridProfitPerGrid(params: GridParams, feeRate: DecimalInput): { min: string; max: string } {
  const lines = gridLines(params);
  const fees = new Decimal(feeRate).times(2);
  const of = (cell: number) =>
    new Decimal(lines[cell + 1] as string)
      .div(lines[cell] as string)
      .minus(1)
      .minus(fees)
      .decimalPlaces(6, Decimal.ROUND_DOWN)
      .toFixed();
  return { min: of(params.gridCount - 1), max: of(0) };
}

export interface DcaParams {
  intervalSeconds: number;
  slices: number;
}

/** How many slices are due at `nowMs` for an order started at `startMs` with `done` bought: the first at once. */
export function dcaSlicesDue(params: DcaParams, startMs: number, nowMs: number, done: number): number {
  if (nowMs < startMs) return 0;
  const byNow = Math.min(params.slices, Math.floor((nowMs - startMs) / (params.intervalSeconds * 1000)) + 1);
  return Math.max(0, byNow - done);
}

/** USDT of each DCA slice: the amount split evenly, cut to 8 decimals (the last slice spends what is left). */
export function dcaSliceQuote(amount: DecimalInput, slices: number): string {
  return new Decimal(amount).div(slices).decimalPlaces(8, Decimal.ROUND_DOWN).toFixed();
}

/** Value of holdings marked at `price`: quote + base × price. */
export function markedValue(quote: DecimalInput, base: DecimalInput, price: DecimalInput): string {
  return new Decimal(quote).plus(new Decimal(base).times(price)).toFixed();
}

/** The disclosed management fee: `rate` of the profit over the principal, none on a loss; cut to 8 decimals. */
export function aiManagementFeeOf(principal: DecimalInput, value: DecimalInput, rate: DecimalInput): string {
  const profit = new Decimal(value).minus(principal);
  if (!profit.isGreaterThan(0)) return '0';
  return profit.times(rate).decimalPlaces(8, Decimal.ROUND_DOWN).toFixed();
}

/** The disclosed early-exit fee: `rate` of the value closed at, cut to 8 decimals. */
export function aiEarlyExitFeeOf(value: DecimalInput, rate: DecimalInput): string {
  const base = new Decimal(value);
  if (!base.isGreaterThan(0)) return '0';
  return base.times(rate).decimalPlaces(8, Decimal.ROUND_DOWN).toFixed();
}

/**
 * Whether the move from the last seen price to `price` passes a grid line (the state must then record the new
 * price, whatever the cells do): the first look, or a line L with last < L ≤ price or price ≤ L < last.
 */
export function gridLineCrossed(params: GridParams, state: GridState, price: DecimalInput): boolean {
  if (state.lastPrice === null) return true;
  const previous = new Decimal(state.lastPrice);
  const now = new Decimal(price);
  return gridLines(params).some((line) =>
    now.isGreaterThan(previous)
      ? previous.isLessThan(line) && now.isGreaterThanOrEqualTo(line)
      : now.isLessThanOrEqualTo(line) && previous.isGreaterThan(line),
  );
}
