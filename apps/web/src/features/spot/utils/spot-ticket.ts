import { BigNumber } from 'bignumber.js';
import { parseDecimal } from '@exchange/domain/decimal';
import { quoteAmountOf, walkBook } from '@exchange/domain/spot/book-walk';
import type { BookLevel, BookWalk } from '@exchange/domain/spot/book-walk';
import { hasAtMostDecimals, spotSettlementOf } from '@exchange/domain/spot/settlement';
import { formatAmount } from '@exchange/ui/format';
import type { PlaceSpotOrderRequest } from '../api/place-spot-order';
import { SpotDirection, SpotOrderType } from './spot-enums';

/** A market buy is sized by the USDT it spends (Binance's quoteOrderQty): typed with 2 decimals. */
export const QUOTE_INPUT_DECIMALS = 2;

export type SpotTicketKind = 'market' | 'limit' | 'stopLimit';
export type SpotTicketField = 'price' | 'triggerPrice' | 'amount';

/** What the user chose on the ticket; numbers stay text as typed until they are checked. */
export interface SpotTicketValues {
  direction: SpotDirection;
  kind: SpotTicketKind;
  price: string;
  triggerPrice: string;
  /** A market buy: the USDT to spend; otherwise the quantity of the coin. */
  amount: string;
}

/** The pair's rules, from the market list. */
export interface SpotPair {
  symbol: string;
  baseAsset: string;
  quoteAsset: string;
  priceAccuracy: number;
  transactionAccuracy: number;
}

export interface SpotFees {
  makerFeeRate: string;
  takerFeeRate: string;
  minNotional: string;
}

export interface SpotTicketContext {
  pair: SpotPair;
  /** The last price, or null while it is missing or stale (nothing may be sent then). */
  lastPrice: string | null;
  /** The source's book, best first on each side; null until it is known. */
  book: { asks: readonly BookLevel[]; bids: readonly BookLevel[] } | null;
  /** The caller's rates and the pair's minimum order value; null for a visitor or until read. */
  fees: SpotFees | null;
  /** What the spot wallet has available: USDT (quote) and the coin (base); null while unknown. */
  available: { quote: string | null; base: string | null };
}

/** Why a field cannot be sent: the `spot.errors.<key>` message with its values. */
export interface SpotFieldProblem {
  key:
    'required' | 'invalid' | 'step' | 'tooSmall' | 'minNotional' | 'insufficient' | 'depth' | 'triggerAtLast';
  values?: Record<string, string>;
}
export type SpotTicketProblems = Partial<Record<SpotTicketField, SpotFieldProblem>>;

/** What the order is expected to do: its size, average price, fee and what the wallet receives. */
export interface SpotPreview {
  /** How it is expected to fill: at once against the book (taker), resting at its limit (maker), or not yet known. */
  role: 'taker' | 'maker' | 'onTrigger';
  quantity: string | null;
  /** Quote (USDT) value of the fill. */
  total: string | null;
  averagePrice: string | null;
  feeRate: string | null;
  fee: string | null;
  /** The fee is charged in what the user receives: the coin for a buy, USDT for a sell. */
  feeAsset: string;
  receives: string | null;
  receivesAsset: string;
}

export interface SpotTicketState {
  /** A market buy is sized in USDT (quote), everything else in the coin (base). */
  amountUnit: 'quote' | 'base';
  preview: SpotPreview;
  problems: SpotTicketProblems;
  /** What would be sent, once nothing stands in the way. */
  request: PlaceSpotOrderRequest | null;
}

/** The value as the wire wants it (`1,234.50` → `1234.5`), or null when it is not a positive decimal. */
export function normalizeDecimal(text: string): string | null {
  const value = parseDecimal(text);
  return value !== null && value.isGreaterThan(0) ? value.toFixed() : null;
}

/** A positive decimal with at most `decimals` decimals, or why not. */
function decimalProblem(text: string, decimals: number): SpotFieldProblem | null {
  if (text.trim() === '') return { key: 'required' };
  const value = normalizeDecimal(text);
  if (value === null) return { key: 'invalid' };
  if (!hasAtMostDecimals(value, decimals)) return { key: 'step', values: { decimals: String(decimals) } };
  return null;
}

const isMarketBuy = (values: SpotTicketValues) =>
  values.kind === 'market' && values.direction === SpotDirection.buy;

function emptyPreview(values: SpotTicketValues, pair: SpotPair): SpotPreview {
  const isBuy = values.direction === SpotDirection.buy;
  return {
    role: values.kind === 'market' ? 'taker' : values.kind === 'limit' ? 'maker' : 'onTrigger',
    quantity: null,
    total: null,
    averagePrice: null,
    feeRate: null,
    fee: null,
    feeAsset: isBuy ? pair.baseAsset : pair.quoteAsset,
    receives: null,
    receivesAsset: isBuy ? pair.baseAsset : pair.quoteAsset,
  };
}

/** Fills a preview from a set of fills at a fee rate (null rate: no fee known yet). */
function settle(
  preview: SpotPreview,
  direction: SpotDirection,
  fills: readonly { quantity: string; quoteAmount: string }[],
  averagePrice: string | null,
  feeRate: string | null,
): SpotPreview {
  const settlement = spotSettlementOf(direction, fills, feeRate ?? '0');
  return {
    ...preview,
    quantity: settlement.quantity,
    total: settlement.quoteAmount,
    averagePrice,
    feeRate,
    fee: feeRate === null ? null : settlement.fee,
    receives: feeRate === null ? null : settlement.receives,
  };
}

function walkOf(values: SpotTicketValues, context: SpotTicketContext, size: string, limitPrice?: string) {
  if (!context.book) return null;
  const isBuy = values.direction === SpotDirection.buy;
  return walkBook({
    direction: values.direction,
    levels: isBuy ? context.book.asks : context.book.bids,
    ...(isMarketBuy(values) ? { quoteAmount: size } : { quantity: size }),
    ...(limitPrice === undefined ? {} : { limitPrice }),
    quantityDecimals: context.pair.transactionAccuracy,
  });
}

interface Evaluated {
  preview: SpotPreview;
  problems: SpotTicketProblems;
  walk: BookWalk | null;
}

function evaluateMarket(
  values: SpotTicketValues,
  context: SpotTicketContext,
  size: string | null,
): Evaluated {
  const { pair, fees } = context;
  const problems: SpotTicketProblems = {};
  const base = emptyPreview(values, pair);
  if (size === null) return { preview: base, problems, walk: null };
  const walk = walkOf(values, context, size);
  if (!walk) return { preview: base, problems, walk };
  const preview = settle(base, values.direction, walk.fills, walk.averagePrice, fees?.takerFeeRate ?? null);
  if (!walk.isComplete || walk.fills.length === 0)
    problems.amount = { key: walk.fills.length === 0 && walk.isComplete ? 'tooSmall' : 'depth' };
  return { preview, problems, walk };
}

function evaluateLimit(
  values: SpotTicketValues,
  context: SpotTicketContext,
  size: string | null,
  price: string | null,
): Evaluated {
  const { pair, fees } = context;
  const base = emptyPreview(values, pair);
  if (size === null || price === null) return { preview: base, problems: {}, walk: null };
  const total = quoteAmountOf(values.direction, price, size);
  const resting = [{ quantity: size, quoteAmount: total }];
  if (values.kind === 'stopLimit')
    return {
      preview: settle(base, values.direction, resting, price, fees?.takerFeeRate ?? null),
      problems: {},
      walk: null,
    };
  // A limit the book covers up to its price fills at once as a taker; otherwise it rests and fills as a maker.
  const walk = walkOf(values, context, size, price);
  if (walk?.isComplete && walk.fills.length > 0)
    return {
      preview: {
        ...settle(base, values.direction, walk.fills, walk.averagePrice, fees?.takerFeeRate ?? null),
        role: 'taker',
      },
      problems: {},
      walk,
    };
  return {
    preview: settle(base, values.direction, resting, price, fees?.makerFeeRate ?? null),
    problems: {},
    walk: null,
  };
}

/** An order value below the pair's minimum (price × quantity, or the USDT a market buy spends). */
function minNotionalProblem(value: string | null, context: SpotTicketContext): SpotFieldProblem | null {
  if (!context.fees || value === null || !new BigNumber(value).isLessThan(context.fees.minNotional))
    return null;
  return {
    key: 'minNotional',
    values: { min: formatAmount(context.fees.minNotional, QUOTE_INPUT_DECIMALS) },
  };
}

/** Order value below the minimum, or more than the wallet has: the amount's problem. */
function fundsProblem(
  values: SpotTicketValues,
  context: SpotTicketContext,
  size: string,
  preview: SpotPreview,
): SpotFieldProblem | null {
  const belowMinimum = minNotionalProblem(isMarketBuy(values) ? size : preview.total, context);
  if (belowMinimum) return belowMinimum;
  const isBuy = values.direction === SpotDirection.buy;
  const needed = isBuy ? (isMarketBuy(values) ? size : preview.total) : size;
  const available = isBuy ? context.available.quote : context.available.base;
  if (needed !== null && available !== null && new BigNumber(needed).isGreaterThan(available))
    return { key: 'insufficient' };
  return null;
}

function priceProblems(values: SpotTicketValues, context: SpotTicketContext): SpotTicketProblems {
  if (values.kind === 'market') return {};
  const decimals = context.pair.priceAccuracy;
  const problems: SpotTicketProblems = {};
  const price = decimalProblem(values.price, decimals);
  if (price) problems.price = price;
  if (values.kind === 'stopLimit') {
    const trigger = decimalProblem(values.triggerPrice, decimals);
    const triggerValue = normalizeDecimal(values.triggerPrice);
    if (trigger) problems.triggerPrice = trigger;
    else if (
      context.lastPrice !== null &&
      triggerValue !== null &&
      new BigNumber(triggerValue).eq(context.lastPrice)
    )
      problems.triggerPrice = { key: 'triggerAtLast' };
  }
  return problems;
}

/**
 * Everything the ticket shows and checks, from the values and the market: for a market order the walk of the book's
 * levels (the same `walkBook` the server fills with: a large order shows a worse average), the fee at the caller's
 * rate in the asset received, the problems per field, and the request once it may be sent. Pure, so it runs on every
 * book push.
 */
export function evaluateSpotTicket(values: SpotTicketValues, context: SpotTicketContext): SpotTicketState {
  const amountUnit = isMarketBuy(values) ? 'quote' : 'base';
  const amountDecimals = amountUnit === 'quote' ? QUOTE_INPUT_DECIMALS : context.pair.transactionAccuracy;
  const problems = priceProblems(values, context);
  const amountProblem = decimalProblem(values.amount, amountDecimals);
  const size = amountProblem ? null : normalizeDecimal(values.amount);
  const price = problems.price ? null : normalizeDecimal(values.price);
  const evaluated =
    values.kind === 'market'
      ? evaluateMarket(values, context, size)
      : evaluateLimit(values, context, size, price);
  const spendProblem = size !== null && isMarketBuy(values) ? minNotionalProblem(size, context) : null;
  if (amountProblem) problems.amount = amountProblem;
  else if (spendProblem) problems.amount = spendProblem;
  else if (evaluated.problems.amount) problems.amount = evaluated.problems.amount;
  else if (size !== null) {
    const funds = fundsProblem(values, context, size, evaluated.preview);
    if (funds) problems.amount = funds;
  }
  const isReady =
    Object.keys(problems).length === 0 &&
    size !== null &&
    context.lastPrice !== null &&
    (values.kind !== 'market' || evaluated.preview.averagePrice !== null);
  return {
    amountUnit,
    preview: evaluated.preview,
    problems,
    request: isReady ? requestOf(values, context.pair, size, evaluated.preview) : null,
  };
}

function requestOf(
  values: SpotTicketValues,
  pair: SpotPair,
  size: string,
  preview: SpotPreview,
): PlaceSpotOrderRequest {
  const common = { symbol: pair.symbol, direction: values.direction };
  if (values.kind === 'market') {
    const expected = preview.averagePrice === null ? {} : { expectedPrice: preview.averagePrice };
    return {
      ...common,
      orderType: SpotOrderType.market,
      ...(isMarketBuy(values) ? { quoteAmount: size } : { quantity: size }),
      ...expected,
    };
  }
  return {
    ...common,
    orderType: SpotOrderType.limit,
    quantity: size,
    price: normalizeDecimal(values.price) ?? '0',
    ...(values.kind === 'stopLimit' ? { triggerPrice: normalizeDecimal(values.triggerPrice) ?? '0' } : {}),
  };
}

/** The order's identity (what makes a retry the same order): the request without the price it was shown at. */
export function orderIdentity(request: PlaceSpotOrderRequest): Omit<PlaceSpotOrderRequest, 'expectedPrice'> {
  const { expectedPrice: _shown, ...identity } = request;
  void _shown;
  return identity;
}

/** The most the order may use: USDT for a buy (spent, or held at the limit price), the coin for a sell. */
function budgetOf(values: SpotTicketValues, context: SpotTicketContext): BigNumber | null {
  const available = values.direction === SpotDirection.buy ? context.available.quote : context.available.base;
  const value = available === null ? null : parseDecimal(available);
  return value !== null && value.isGreaterThan(0) ? value : null;
}

/**
 * The amount that uses `share` (0–1) of the available balance: a market buy's USDT, a limit buy's quantity at its
 * price, a sell's quantity of the coin — cut to the step, never rounded up. Null while the balance (or a limit buy's
 * price) is unknown.
 */
export function amountForShare(
  share: number,
  values: SpotTicketValues,
  context: SpotTicketContext,
): string | null {
  const budget = budgetOf(values, context);
  if (budget === null) return null;
  const part = budget.times(share);
  if (isMarketBuy(values)) return part.decimalPlaces(QUOTE_INPUT_DECIMALS, BigNumber.ROUND_DOWN).toFixed();
  const decimals = context.pair.transactionAccuracy;
  if (values.direction === SpotDirection.sell)
    return part.decimalPlaces(decimals, BigNumber.ROUND_DOWN).toFixed();
  const price = normalizeDecimal(values.price);
  if (price === null) return null;
  return part.dividedBy(price).decimalPlaces(decimals, BigNumber.ROUND_DOWN).toFixed();
}

/** Where the slider stands for the amount typed: its share of the available balance in percent, 0–100 (whole). */
export function shareOfAmount(values: SpotTicketValues, context: SpotTicketContext): number {
  const budget = budgetOf(values, context);
  const amount = normalizeDecimal(values.amount);
  if (budget === null || amount === null) return 0;
  let used = new BigNumber(amount);
  if (values.direction === SpotDirection.buy && !isMarketBuy(values)) {
    const price = normalizeDecimal(values.price);
    if (price === null) return 0;
    used = used.times(price);
  }
  const percent = used.dividedBy(budget).times(100).integerValue(BigNumber.ROUND_HALF_UP).toNumber();
  return Math.min(100, Math.max(0, percent));
}
