import { Decimal, type DecimalInput } from '../decimal';
type Dec = InstanceType<typeof Decimal>;
import {
  AI_KIND_GRID,
  aiManagementFeeOf,
  dcaSliceQuote,
  dcaSlicesDue,
  emptyGridState,
  gridCellQuote,
  gridDecide,
  markedValue,
  type AiKind,
  type DcaParams,
  type GridParams,
  type GridState,
} from './ai-strategy';

/** One closed candle of the history: its open time and close price. */
export interface BacktestCandle {
  t: number;
  c: string;
}

export interface BacktestInput {
  kind: AiKind;
  grid?: GridParams | undefined;
  dca?: DcaParams | undefined;
  amount: DecimalInput;
  /** The spot taker fee rate the engine's fills pay. */
  feeRate: DecimalInput;
  managementFeeRate: DecimalInput;
  /** The pair's transactionAccuracy: fills are whole steps of the base asset, as spot fills are. */
  quantityDecimals: number;
  candles: readonly BacktestCandle[];
}

export interface BacktestResult {
  /** The period the history covers: the first and last candle's open time (null without history). */
  fromMs: number | null;
  toMs: number | null;
  candleCount: number;
  childOrderCount: number;
  startValue: string;
  /** Marked at the last close, less the management fee on the profit. */
  endValue: string;
  /** endValue / startValue − 1, 6 decimals. */
  returnRate: string;
}

interface Book {
  quote: Dec;
  base: Dec;
  orders: number;
}

const buy = (book: Book, quoteAmount: Dec, price: string, input: BacktestInput): string => {
  const spend = Decimal.min(quoteAmount, book.quote);
  const quantity = spend.div(price).decimalPlaces(input.quantityDecimals, Decimal.ROUND_DOWN);
  if (!quantity.isGreaterThan(0)) return '0';
  const received = quantity.minus(quantity.times(input.feeRate));
  book.quote = book.quote.minus(quantity.times(price));
  book.base = book.base.plus(received);
  book.orders += 1;
  return received.toFixed();
};

const sell = (book: Book, quantity: Dec, price: string, input: BacktestInput) => {
  const size = Decimal.min(quantity, book.base).decimalPlaces(input.quantityDecimals, Decimal.ROUND_DOWN);
  if (!size.isGreaterThan(0)) return;
  const gross = size.times(price);
  book.base = book.base.minus(size);
  book.quote = book.quote.plus(gross.minus(gross.times(input.feeRate)));
  book.orders += 1;
};

const runGrid = (input: BacktestInput, params: GridParams, book: Book) => {
  let state: GridState = emptyGridState(params.gridCount);
  const perCell = new Decimal(gridCellQuote(input.amount, params.gridCount));
  for (const candle of input.candles) {
    const cells = [...state.cells];
    for (const action of gridDecide(params, state, candle.c)) {
      if (action.side === 'sell') {
        sell(book, new Decimal(cells[action.cell] ?? 0), candle.c, input);
        cells[action.cell] = '0';
      } else cells[action.cell] = buy(book, perCell, candle.c, input);
    }
    state = { lastPrice: candle.c, cells };
  }
};

const runDca = (input: BacktestInput, params: DcaParams, book: Book) => {
  const start = input.candles[0]?.t ?? 0;
  const slice = new Decimal(dcaSliceQuote(input.amount, params.slices));
  let done = 0;
  for (const candle of input.candles) {
    const due = dcaSlicesDue(params, start, candle.t, done);
    for (let index = 0; index < due; index += 1) {
      buy(book, done + 1 === params.slices ? book.quote : slice, candle.c, input);
      done += 1;
    }
  }
};

/**
 * Runs the strategy over the kline history as the engine would have on those prices (each candle's close a tick,
 * fills at that close with the taker fee and the pair's quantity step). Past performance: the history's own prices,
 * no book depth or slippage — labelled as such where it is shown.
 */
export function runBacktest(input: BacktestInput): BacktestResult {
  const book: Book = { quote: new Decimal(input.amount), base: new Decimal(0), orders: 0 };
  if (input.kind === AI_KIND_GRID && input.grid) runGrid(input, input.grid, book);
  else if (input.dca) runDca(input, input.dca, book);
  const last = input.candles[input.candles.length - 1];
  const marked = last ? markedValue(book.quote, book.base, last.c) : book.quote.toFixed();
  const fee = aiManagementFeeOf(input.amount, marked, input.managementFeeRate);
  const endValue = new Decimal(marked).minus(fee);
  const start = new Decimal(input.amount);
  return {
    fromMs: input.candles[0]?.t ?? null,
    toMs: last?.t ?? null,
    candleCount: input.candles.length,
    childOrderCount: book.orders,
    startValue: start.toFixed(),
    endValue: endValue.decimalPlaces(8, Decimal.ROUND_DOWN).toFixed(),
    returnRate: start.isZero()
      ? '0'
      : endValue.div(start).minus(1).decimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed(),
  };
}
