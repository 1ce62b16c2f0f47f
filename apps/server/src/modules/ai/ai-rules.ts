import { BigNumber } from 'bignumber.js';
import { AiKind, type AiChildOrder, type AiOrder, type AiTerms } from '@exchange/contracts';
import {
  gridProfitPerGrid,
  type GridState,
  canonicalDecimal,
  canonicalDecimalOrNull,
} from '@exchange/domain';
import type { aiChildOrders, aiOrders, aiProducts } from '../../platform/db/index';

export type AiProductRow = typeof aiProducts.$inferSelect;
export type AiOrderRow = typeof aiOrders.$inferSelect;
export type AiChildRow = typeof aiChildOrders.$inferSelect;

/** Every AI order is bought and paid out in USDT. */
export const AI_QUOTE_ASSET = 'USDT';

/** The strategy state an order carries (`ai_orders.state`). */
export interface AiState {
  grid?: GridState;
  /** DCA: slices bought so far. */
  slicesDone?: number;
}

/** The rules an order copies from its product at buy time. */
export const termsOf = (row: AiProductRow, baseAsset: string, quoteAsset: string): AiTerms => ({
  kind: row.kind === AiKind.regular ? 1 : 0,
  symbol: row.symbol,
  baseAsset,
  quoteAsset,
  termSeconds: row.termSeconds,
  managementFeeRate: canonicalDecimal(row.managementFeeRate),
  earlyExitFeeRate: canonicalDecimal(row.earlyExitFeeRate),
  grid:
    row.kind === AiKind.quantitative && row.gridLow && row.gridHigh && row.gridCount
      ? { low: canonicalDecimal(row.gridLow), high: canonicalDecimal(row.gridHigh), gridCount: row.gridCount }
      : null,
  dca:
    row.kind === AiKind.regular && row.dcaIntervalSeconds && row.dcaSlices
      ? { intervalSeconds: row.dcaIntervalSeconds, slices: row.dcaSlices }
      : null,
});

/** A product's fields shared by the app's config page and the staff view (the backtest is added by the caller). */
export const productFieldsOf = (
  row: AiProductRow,
  pair: { baseAsset: string; quoteAsset: string },
  takerFeeRate: string,
) => {
  const terms = termsOf(row, pair.baseAsset, pair.quoteAsset);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    version: row.version,
    minAmount: canonicalDecimal(row.minAmount),
    maxAmount: canonicalDecimal(row.maxAmount),
    riskLevel: row.riskLevel,
    terms,
    spotFeeRate: canonicalDecimal(takerFeeRate),
    gridProfit: terms.grid ? gridProfitPerGrid(terms.grid, takerFeeRate) : null,
  };
};

export const toAiChildOrder = (row: AiChildRow): AiChildOrder => ({
  id: row.id,
  orderId: row.orderId,
  no: row.no,
  symbol: row.symbol,
  direction: row.direction,
  reason: row.reason,
  price: canonicalDecimal(row.price),
  quantity: canonicalDecimal(row.quantity),
  quoteAmount: canonicalDecimal(row.quoteAmount),
  fee: canonicalDecimal(row.fee),
  feeAsset: row.feeAsset,
  feeRate: canonicalDecimal(row.feeRate),
  sourcePrice: canonicalDecimal(row.sourcePrice),
  sourceTime: row.sourceTime.getTime(),
  createdAt: row.createdAt.getTime(),
});

/** An order as the app shows it; `marked` is the live valuation (running) or null (settled: the paid figures). */
export const toAiOrder = (
  row: AiOrderRow,
  holdings: { asset: string; amount: string }[],
  marked: { price: string; value: string; profit: string; managementFee: string } | null,
): AiOrder => {
  const isRunning = row.status === 0;
  return {
    id: row.id,
    no: row.no,
    productId: row.productId,
    productName: row.productName,
    status: row.status,
    amount: canonicalDecimal(row.amount),
    terms: row.terms as AiTerms,
    startedAt: row.startedAt.getTime(),
    endsAt: row.endsAt.getTime(),
    holdings,
    markPrice: isRunning ? (marked?.price ?? null) : null,
    value: isRunning ? (marked?.value ?? null) : canonicalDecimalOrNull(row.payout),
    profit: isRunning
      ? (marked?.profit ?? null)
      : row.payout === null
        ? null
        : new BigNumber(row.payout).minus(row.amount).toFixed(),
    managementFee: isRunning ? (marked?.managementFee ?? null) : canonicalDecimalOrNull(row.managementFee),
    earlyExitFee: canonicalDecimalOrNull(row.earlyExitFee),
    payout: canonicalDecimalOrNull(row.payout),
    childOrderCount: row.childCount,
    settledAt: row.settledAt?.getTime() ?? null,
  };
};
