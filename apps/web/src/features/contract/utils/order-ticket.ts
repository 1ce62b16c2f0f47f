import { BigNumber } from 'bignumber.js';
import { MarginMode, OrderType, PositionSide } from '@exchange/contracts/enums';
import { maxLeverageFor, maxNotional } from '@exchange/domain/contract/brackets';
import { previewOrder, quantityForMargin } from '@exchange/domain/contract/order-preview';
import type { OrderPreview } from '@exchange/domain/contract/order-preview';
import type { Direction } from '@exchange/domain/contract/position-math';
import type { CreateOrderRequest } from '../api/create-contract-order';
import type { CreateOrderByMarginRequest } from '../api/create-contract-order-by-margin';
import type { ContractSpec } from './contract-types';
import type { LivePosition } from './live-position';
import { USDT_DECIMALS, formatUsdt } from './contract-format';
import { decimalFieldProblem, normalizeDecimal, stopPriceProblem } from './field-problems';
import type { FieldProblem } from './field-problems';

export type AmountMode = 'quantity' | 'margin';
export type OrderTypeValue = (typeof OrderType)[keyof typeof OrderType];
export type MarginModeValue = (typeof MarginMode)[keyof typeof MarginMode];

/** What the user chose on the ticket; numbers as typed stay text until they are checked. */
export interface TicketValues {
  direction: Direction;
  orderType: OrderTypeValue;
  marginMode: MarginModeValue;
  leverage: number;
  amountMode: AmountMode;
  amount: string;
  price: string;
  takeProfit: string;
  stopLoss: string;
}

/** One-way mode: a position or opening order in a symbol fixes its side, margin mode and leverage. */
export interface SymbolLock {
  direction: Direction;
  marginMode: MarginModeValue;
  leverage: number;
}

export interface TicketContext {
  spec: ContractSpec;
  /** The last price, or null while it is missing or stale (no order may be sent then). */
  lastPrice: string | null;
  markPrice: string | null;
  /** orderInfo.available: what a new order may use; null while unknown. */
  available: number | null;
  /** This symbol's open position, if any. */
  position: LivePosition | null;
  /** Every other open position (their cross margin and PnL count for a cross liquidation price). */
  otherPositions: readonly LivePosition[];
  lock: SymbolLock | null;
}

export type TicketField =
  'direction' | 'marginMode' | 'price' | 'amount' | 'leverage' | 'takeProfit' | 'stopLoss';
export type TicketProblems = Partial<Record<TicketField, FieldProblem>>;

export type TicketRequest =
  { kind: 'quantity'; body: CreateOrderRequest } | { kind: 'margin'; body: CreateOrderByMarginRequest };

export interface TicketState {
  /** Where the order is expected to fill: the limit price, or the last price. */
  fillPrice: string | null;
  quantity: string | null;
  preview: OrderPreview | null;
  /** The highest leverage allowed for the resulting position (brackets and the operator's cap). */
  maxLeverage: number;
  problems: TicketProblems;
  /** What would be sent, once nothing stands in the way (a price is known and every field is valid). */
  request: TicketRequest | null;
}

/** The highest leverage the first bracket and the operator allow: the slider's end before any size is known. */
export function leverageCeiling(spec: ContractSpec): number {
  return Math.min(spec.maxLeverage, spec.brackets[0]?.initialLeverage ?? spec.maxLeverage);
}

function quantityOf(values: TicketValues, spec: ContractSpec, fillPrice: string | null): string | null {
  if (values.amountMode === 'quantity') return normalizeDecimal(values.amount);
  const margin = normalizeDecimal(values.amount);
  if (margin === null || fillPrice === null) return null;
  return quantityForMargin(margin, fillPrice, values.leverage, spec.transactionAccuracy);
}

function previewOf(values: TicketValues, context: TicketContext, quantity: string, fillPrice: string) {
  const { spec, position } = context;
  const isCross = values.marginMode === MarginMode.full;
  const crossOthers = context.otherPositions.filter((other) => other.marginMode === MarginMode.full);
  const sum = (amounts: readonly string[]) =>
    amounts.reduce((total, amount) => total.plus(amount), new BigNumber(0)).toFixed();
  const crossMargins = [...crossOthers, ...(position && isCross ? [position] : [])].map(
    (p) => p.earnestMoney,
  );
  const isSameSide = position !== null && position.direction === values.direction;
  return previewOrder({
    direction: values.direction,
    quantity,
    price: fillPrice,
    leverage: values.leverage,
    marginMode: values.marginMode,
    brackets: spec.brackets,
    feeRate: spec.takerFeeRate,
    ...(isCross
      ? {
          crossWalletBalance: new BigNumber(context.available ?? 0).plus(sum(crossMargins)).toFixed(),
          otherMaintenance: sum(crossOthers.map((other) => other.maintenanceMargin)),
          otherPnl: sum(crossOthers.map((other) => other.pnl)),
        }
      : {}),
    ...(isSameSide
      ? {
          existing: {
            quantity: position.quantity,
            entryPrice: position.openPrice,
            margin: position.earnestMoney,
          },
        }
      : {}),
  });
}

function sizeProblems(
  context: TicketContext,
  values: TicketValues,
  quantity: string | null,
  preview: OrderPreview | null,
  maxLeverage: number,
): TicketProblems {
  const { spec } = context;
  const problems: TicketProblems = {};
  const amountDecimals = values.amountMode === 'quantity' ? spec.transactionAccuracy : USDT_DECIMALS;
  const amount = decimalFieldProblem(values.amount, amountDecimals);
  if (amount) problems.amount = amount;
  else if (quantity === '0') problems.amount = { key: 'tooSmall' };
  else if (preview && new BigNumber(preview.notional).isLessThan(spec.minNotional))
    problems.amount = { key: 'minNotional', values: { min: formatUsdt(spec.minNotional) } };
  else if (preview && new BigNumber(preview.notional).isGreaterThan(maxNotional(spec.brackets)))
    problems.amount = { key: 'maxNotional', values: { max: formatUsdt(maxNotional(spec.brackets)) } };
  else if (
    preview &&
    context.available !== null &&
    new BigNumber(preview.cost).isGreaterThan(context.available)
  )
    problems.amount = { key: 'insufficient' };
  if (values.leverage < 1 || values.leverage > maxLeverage || !Number.isInteger(values.leverage))
    problems.leverage = { key: 'leverageMax', values: { max: String(maxLeverage) } };
  return problems;
}

/**
 * Everything the ticket shows and checks, from the values and the market: the fill price, the quantity (typed, or
 * the largest one a margin pays for), the preview of `previewOrder` (margin, fee, cost, liquidation price, max
 * leverage), the problems per field, and the request once it may be sent. Pure, so it runs on every tick.
 */
export function evaluateTicket(values: TicketValues, context: TicketContext): TicketState {
  const { spec } = context;
  const isLimit = values.orderType === OrderType.limit;
  const priceProblem = isLimit ? decimalFieldProblem(values.price, spec.priceAccuracy) : null;
  const fillPrice = isLimit ? (priceProblem ? null : normalizeDecimal(values.price)) : context.lastPrice;
  const quantity = quantityOf(values, spec, fillPrice);
  const hasQuantity = quantity !== null && new BigNumber(quantity).isGreaterThan(0);
  const preview = hasQuantity && fillPrice !== null ? previewOf(values, context, quantity, fillPrice) : null;
  const bracketMax = preview ? preview.maxLeverage : maxLeverageFor(spec.brackets, 0);
  const maxLeverage = Math.min(spec.maxLeverage, bracketMax);
  const problems = sizeProblems(context, values, quantity, preview, maxLeverage);
  if (priceProblem) problems.price = priceProblem;
  if (context.lock && context.lock.direction !== values.direction)
    problems.direction = { key: 'oppositeSide' };
  const reference = isLimit ? fillPrice : context.markPrice;
  const takeProfit = stopPriceProblem(
    values.takeProfit,
    'takeProfit',
    values.direction,
    reference,
    spec.priceAccuracy,
  );
  const stopLoss = stopPriceProblem(
    values.stopLoss,
    'stopLoss',
    values.direction,
    reference,
    spec.priceAccuracy,
  );
  if (takeProfit) problems.takeProfit = takeProfit;
  if (stopLoss) problems.stopLoss = stopLoss;
  const canSend = Object.keys(problems).length === 0 && fillPrice !== null && context.lastPrice !== null;
  return {
    fillPrice,
    quantity,
    preview,
    maxLeverage,
    problems,
    request: canSend ? requestOf(values, spec, fillPrice) : null,
  };
}

function requestOf(values: TicketValues, spec: ContractSpec, fillPrice: string): TicketRequest {
  const stops = {
    ...(values.takeProfit.trim()
      ? { stopProfitPrice: normalizeDecimal(values.takeProfit) ?? undefined }
      : {}),
    ...(values.stopLoss.trim() ? { stopLossPrice: normalizeDecimal(values.stopLoss) ?? undefined } : {}),
  };
  const common = {
    symbol: spec.symbol,
    direction: values.direction,
    orderType: values.orderType,
    marginMode: values.marginMode,
    lever: values.leverage,
    ...(values.orderType === OrderType.limit ? { price: fillPrice } : {}),
    ...stops,
  };
  const amount = normalizeDecimal(values.amount) ?? '0';
  return values.amountMode === 'quantity'
    ? { kind: 'quantity', body: { ...common, quantity: amount } }
    : { kind: 'margin', body: { ...common, earnestMoney: amount } };
}

/**
 * The amount that uses `share` (0–1) of the available balance: the margin whose margin + taker fee fits, or the
 * largest quantity it pays for at the fill price. Null while the balance or the price is unknown.
 */
export function amountForShare(share: number, values: TicketValues, context: TicketContext): string | null {
  const { spec } = context;
  if (context.available === null || context.available <= 0) return null;
  const budget = new BigNumber(context.available).times(share);
  const margin = budget
    .dividedBy(new BigNumber(values.leverage).times(spec.takerFeeRate).plus(1))
    .decimalPlaces(USDT_DECIMALS, BigNumber.ROUND_DOWN);
  if (values.amountMode === 'margin') return margin.toFixed();
  const price = values.orderType === OrderType.limit ? normalizeDecimal(values.price) : context.lastPrice;
  if (price === null) return null;
  return quantityForMargin(margin, price, values.leverage, spec.transactionAccuracy);
}

/** The side, margin mode and leverage a symbol is held at: by its position, else by its pending opening orders. */
export function lockOf(
  position: { direction: number; marginMode: number; lever: number } | null,
  openingOrders: readonly { direction: number; marginMode: number; lever: number }[],
): SymbolLock | null {
  const holder = position ?? openingOrders[0] ?? null;
  if (!holder) return null;
  return {
    direction: holder.direction === PositionSide.short ? PositionSide.short : PositionSide.long,
    marginMode: holder.marginMode === MarginMode.segmented ? MarginMode.segmented : MarginMode.full,
    leverage: holder.lever,
  };
}
