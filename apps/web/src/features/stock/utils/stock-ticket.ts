import { BigNumber } from 'bignumber.js';
import { parseDecimal } from '@exchange/domain/decimal';
import {
  fitsDecimals,
  stockBuyAmounts,
  stockQuantityForAmount,
  stockSaleAmounts,
} from '@exchange/domain/stock/index';
import type { CompleteStockOrderRequest, CreateStockOrderRequest } from '../api/stock-mutations';
import { StockOrderType, StockSide } from './stock-labels';
import type { StockOrderTypeValue, StockSideValue } from './stock-labels';
import type { StockPriceState } from './stock-price';

/** A buy at market may be given as a USDT amount to spend (fee included) instead of a quantity. */
export type StockAmountMode = 'quantity' | 'amount';
/** USDT amounts typed on the ticket: cents. */
export const AMOUNT_DECIMALS = 2;

export interface StockTicketValues {
  side: StockSideValue;
  orderType: StockOrderTypeValue;
  amountMode: StockAmountMode;
  quantity: string;
  amount: string;
  price: string;
  /** A sale of the whole available holding (sent without a quantity). */
  isWhole: boolean;
}

export interface StockTicketContext {
  symbol: string;
  priceAccuracy: number;
  transactionAccuracy: number;
  lastPrice: string | null;
  priceState: StockPriceState;
  isOpen: boolean;
  feeRate: string;
  minAmount: string;
  /** Spot USDT free to spend; null while unknown. */
  availableUsdt: string | null;
  /** Shares of this stock free to sell; '0' without a holding. */
  availableQuantity: string;
}

export type StockField = 'quantity' | 'amount' | 'price';
export type StockProblemKey =
  'required' | 'invalid' | 'step' | 'belowMin' | 'buysNothing' | 'insufficient' | 'insufficientHolding';
export interface StockProblem {
  key: StockProblemKey;
  values?: Record<string, string>;
}

/** Why the order cannot be sent whatever is typed: the button says it. */
export type StockBlock = 'closed' | 'priceStale' | 'priceMissing' | 'noHolding';

export interface StockPreview {
  /** The price it fills at: the live quote (market) or the limit. */
  price: string;
  quantity: string;
  notional: string;
  fee: string;
  /** A buy pays this; a sale receives this. */
  total: string;
}

export type StockRequest =
  { kind: 'buy'; body: CreateStockOrderRequest } | { kind: 'sell'; body: CompleteStockOrderRequest };

export interface StockTicketState {
  problems: Partial<Record<StockField, StockProblem>>;
  block: StockBlock | null;
  preview: StockPreview | null;
  request: StockRequest | null;
}

function decimalProblem(text: string, decimals: number): StockProblem | null {
  if (text.trim() === '') return { key: 'required' };
  const value = parseDecimal(text);
  if (value === null || !value.isGreaterThan(0)) return { key: 'invalid' };
  if (!fitsDecimals(value.toFixed(), decimals))
    return { key: 'step', values: { decimals: String(decimals) } };
  return null;
}

const plain = (text: string) => parseDecimal(text)?.toFixed() ?? '0';

function blockOf(values: StockTicketValues, context: StockTicketContext): StockBlock | null {
  if (values.side === StockSide.sell && !new BigNumber(context.availableQuantity).isGreaterThan(0))
    return 'noHolding';
  if (values.orderType === StockOrderType.limit) return null;
  if (!context.isOpen) return 'closed';
  if (context.priceState === 'missing') return 'priceMissing';
  if (context.priceState === 'stale') return 'priceStale';
  return null;
}

/** The quantity typed, or the one a USDT amount buys at `price` (fee included), with the field it came from. */
function sizeOf(values: StockTicketValues, context: StockTicketContext, price: string | null) {
  const isAmount =
    values.side === StockSide.buy &&
    values.orderType === StockOrderType.market &&
    values.amountMode === 'amount';
  if (!isAmount) {
    const problem = values.isWhole ? null : decimalProblem(values.quantity, context.transactionAccuracy);
    const quantity = values.isWhole ? context.availableQuantity : plain(values.quantity);
    return { field: 'quantity' as const, problem, quantity: problem ? null : quantity };
  }
  const problem = decimalProblem(values.amount, AMOUNT_DECIMALS);
  if (problem || price === null) return { field: 'amount' as const, problem, quantity: null };
  const quantity = stockQuantityForAmount(
    plain(values.amount),
    price,
    context.feeRate,
    context.transactionAccuracy,
  );
  const nothing = new BigNumber(quantity).isZero() ? { key: 'buysNothing' as const } : null;
  return { field: 'amount' as const, problem: nothing, quantity: nothing ? null : quantity };
}

function fundsProblem(
  values: StockTicketValues,
  context: StockTicketContext,
  preview: StockPreview,
): StockProblem | null {
  if (values.side === StockSide.sell) {
    if (new BigNumber(preview.quantity).isGreaterThan(context.availableQuantity))
      return { key: 'insufficientHolding', values: { available: context.availableQuantity } };
  } else {
    const spend =
      values.amountMode === 'amount' && values.orderType === StockOrderType.market
        ? plain(values.amount)
        : preview.total;
    if (context.availableUsdt !== null && new BigNumber(spend).isGreaterThan(context.availableUsdt))
      return { key: 'insufficient' };
  }
  // Selling a whole holding is allowed below the minimum (the server's rule).
  if (!values.isWhole && new BigNumber(preview.notional).isLessThan(context.minAmount))
    return { key: 'belowMin', values: { min: context.minAmount } };
  return null;
}

function requestOf(values: StockTicketValues, context: StockTicketContext, quantity: string): StockRequest {
  const price = values.orderType === StockOrderType.limit ? { price: plain(values.price) } : {};
  if (values.side === StockSide.sell)
    return {
      kind: 'sell',
      body: {
        symbol: context.symbol,
        orderType: values.orderType,
        ...(values.isWhole ? {} : { quantity }),
        ...price,
      },
    };
  const size =
    values.orderType === StockOrderType.market && values.amountMode === 'amount'
      ? { amount: plain(values.amount) }
      : { quantity };
  return { kind: 'buy', body: { symbol: context.symbol, orderType: values.orderType, ...size, ...price } };
}

/**
 * The stock ticket as a pure function of what is typed and the market: the problems per field, why it cannot be
 * sent at all (a market order out of session or on a stale price), the fill price, quantity, fee and total (the
 * domain's stock math, as the server fills), and the exact body to send.
 */
export function evaluateStockTicket(
  values: StockTicketValues,
  context: StockTicketContext,
): StockTicketState {
  const problems: StockTicketState['problems'] = {};
  const isLimit = values.orderType === StockOrderType.limit;
  const priceProblem = isLimit ? decimalProblem(values.price, context.priceAccuracy) : null;
  if (priceProblem) problems.price = priceProblem;
  const price = isLimit ? (priceProblem ? null : plain(values.price)) : context.lastPrice;
  const size = sizeOf(values, context, price);
  if (size.problem) problems[size.field] = size.problem;
  const amounts =
    size.quantity !== null && price !== null && new BigNumber(size.quantity).isGreaterThan(0)
      ? (values.side === StockSide.sell ? stockSaleAmounts : stockBuyAmounts)(
          size.quantity,
          price,
          context.feeRate,
        )
      : null;
  const preview =
    amounts && size.quantity !== null ? { price: price ?? '0', quantity: size.quantity, ...amounts } : null;
  const funds = preview ? fundsProblem(values, context, preview) : null;
  if (funds) problems[size.field] = funds;
  const block = blockOf(values, context);
  const isValid = Object.keys(problems).length === 0 && block === null && size.quantity !== null;
  return {
    problems,
    block,
    preview,
    request: isValid && size.quantity !== null ? requestOf(values, context, size.quantity) : null,
  };
}

/** The share (0 to 1) of what may be used, as the field's text: shares of the holding, or USDT, or shares it buys. */
export function sizeForShare(
  share: number,
  values: StockTicketValues,
  context: StockTicketContext,
): Pick<StockTicketValues, 'quantity' | 'amount' | 'isWhole'> | null {
  if (values.side === StockSide.sell) {
    const quantity = new BigNumber(context.availableQuantity)
      .times(share)
      .decimalPlaces(context.transactionAccuracy, BigNumber.ROUND_DOWN)
      .toFixed();
    return { quantity, amount: values.amount, isWhole: share === 1 };
  }
  if (context.availableUsdt === null) return null;
  const budget = new BigNumber(context.availableUsdt)
    .times(share)
    .decimalPlaces(AMOUNT_DECIMALS, BigNumber.ROUND_DOWN);
  if (values.orderType === StockOrderType.market && values.amountMode === 'amount')
    return { quantity: values.quantity, amount: budget.toFixed(), isWhole: false };
  const price =
    values.orderType === StockOrderType.limit ? parseDecimal(values.price)?.toFixed() : context.lastPrice;
  if (!price || new BigNumber(price).isLessThanOrEqualTo(0)) return null;
  const quantity = stockQuantityForAmount(
    budget.toFixed(),
    price,
    context.feeRate,
    context.transactionAccuracy,
  );
  return { quantity, amount: values.amount, isWhole: false };
}
