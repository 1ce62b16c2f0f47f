import { z } from 'zod';
import { decimalStringSchema, timestampMsSchema } from '../../common';

/** AI product kind (spec §3): quantitative 0 (a spot grid strategy), regular 1 (periodic DCA over a term). */
export const AiKind = { quantitative: 0, regular: 1 } as const;
export const aiKindSchema = z.union([z.literal(0), z.literal(1)], {
  error: 'must be 0 (quantitative) or 1 (regular)',
});

/** Product status: staff pause a product (no new buys; running orders go on). */
export const AiProductStatus = { paused: 0, active: 1 } as const;

/** Order status: running 0, settled at term 1, settled early by the user 2. */
export const AiOrderStatus = { running: 0, settled: 1, settledEarly: 2 } as const;

/**
 * Ledger business types of AI trading (spec §3): `buy` 2200 the user's spot USDT into the order's sub-account (wallet
 * `ai`), `settle` 2201 the sub-account paid back to spot, `fee` 12 the management or early-exit fee to the house.
 * The strategy's child orders are spot fills (1200 fill, 1201 fee) on wallet `ai`.
 */
export const AiBusinessType = { buy: 2200, settle: 2201, fee: 12 } as const;

/** AI pages: page size 10 (spec §3, §9). */
export const AI_PAGE_SIZE = 10;

/** What the strategy trades on: a spot grid's range and cells, or a DCA's interval and slices. */
export const aiGridParamsSchema = z.object({
  low: decimalStringSchema,
  high: decimalStringSchema,
  gridCount: z.number().int(),
});
export const aiDcaParamsSchema = z.object({ intervalSeconds: z.number().int(), slices: z.number().int() });

/** The terms an order copies at buy time; staff edits of the product never reach a running order. */
export const aiTermsSchema = z.object({
  kind: aiKindSchema,
  symbol: z.string(),
  baseAsset: z.string(),
  quoteAsset: z.string(),
  termSeconds: z.number().int(),
  /** Fraction of the profit over the principal taken at settlement; nothing on a loss. */
  managementFeeRate: decimalStringSchema,
  /** Fraction of the value closed at, taken on an early settlement only. */
  earlyExitFeeRate: decimalStringSchema,
  grid: aiGridParamsSchema.nullable(),
  dca: aiDcaParamsSchema.nullable(),
});
export type AiTerms = z.infer<typeof aiTermsSchema>;

/** Past performance: the same strategy run over the pair's kline history (closes as ticks, taker fee, no slippage). */
export const aiBacktestSchema = z.object({
  fromMs: timestampMsSchema.nullable(),
  toMs: timestampMsSchema.nullable(),
  interval: z.string(),
  candleCount: z.number().int(),
  childOrderCount: z.number().int(),
  startValue: decimalStringSchema,
  endValue: decimalStringSchema,
  returnRate: decimalStringSchema,
});
export type AiBacktest = z.infer<typeof aiBacktestSchema>;

export const aiProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  status: z.number().int(),
  /** Bumped on every staff edit: a buy names the version whose terms the user agreed to. */
  version: z.number().int(),
  minAmount: decimalStringSchema,
  maxAmount: decimalStringSchema,
  /** 1 (lowest) to 5. */
  riskLevel: z.number().int(),
  terms: aiTermsSchema,
  /** The spot taker fee rate the child orders pay now (spot's fee function). */
  spotFeeRate: decimalStringSchema,
  /** A grid's profit of one completed grid after fees, lowest and highest cell (null for DCA). */
  gridProfit: z.object({ min: decimalStringSchema, max: decimalStringSchema }).nullable(),
  backtest: aiBacktestSchema,
});
export type AiProduct = z.infer<typeof aiProductSchema>;

export const aiHoldingSchema = z.object({ asset: z.string(), amount: decimalStringSchema });

export const aiOrderSchema = z.object({
  id: z.number().int(),
  no: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  status: z.number().int(),
  amount: decimalStringSchema,
  terms: aiTermsSchema,
  startedAt: timestampMsSchema,
  endsAt: timestampMsSchema,
  holdings: z.array(aiHoldingSchema),
  /** The live last price the value is marked at (null without one: then `value` is null too). */
  markPrice: decimalStringSchema.nullable(),
  /** Sub-account marked at the live price minus the management fee due on it; after settlement what was paid. */
  value: decimalStringSchema.nullable(),
  profit: decimalStringSchema.nullable(),
  managementFee: decimalStringSchema.nullable(),
  earlyExitFee: decimalStringSchema.nullable(),
  payout: decimalStringSchema.nullable(),
  childOrderCount: z.number().int(),
  settledAt: timestampMsSchema.nullable(),
});
export type AiOrder = z.infer<typeof aiOrderSchema>;

/** A child order: one real spot fill of the strategy on the sub-account. */
export const aiChildOrderSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  no: z.string(),
  symbol: z.string(),
  /** 0 buy, 1 sell. */
  direction: z.number().int(),
  /** `grid-buy`, `grid-sell`, `dca`, `close` (the settlement's sale). */
  reason: z.string(),
  price: decimalStringSchema,
  quantity: decimalStringSchema,
  quoteAmount: decimalStringSchema,
  fee: decimalStringSchema,
  feeAsset: z.string(),
  feeRate: decimalStringSchema,
  /** The source's last price the engine acted on, and its tick time. */
  sourcePrice: decimalStringSchema,
  sourceTime: timestampMsSchema,
  createdAt: timestampMsSchema,
});
export type AiChildOrder = z.infer<typeof aiChildOrderSchema>;
