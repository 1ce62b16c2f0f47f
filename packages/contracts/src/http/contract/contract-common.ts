import { z } from 'zod';
import { decimalStringSchema, timestampMsSchema } from '../../common';
import { positiveAmountSchema } from '../wallet/wallet-common';

/** Contract (perpetual) symbols as listed: `BTCUSDT`, `1000SHIBUSDT`. */
export const contractSymbolSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,20}$/, 'must be a contract symbol such as BTCUSDT');

/** Position side (spec §3): long 1, short 2. */
export const directionSchema = z.union([z.literal(1), z.literal(2)], {
  error: 'must be 1 (long) or 2 (short)',
});
/** Order type (spec §3): market 1, limit 2. */
export const orderTypeSchema = z.union([z.literal(1), z.literal(2)], {
  error: 'must be 1 (market) or 2 (limit)',
});
/** Margin mode (spec §3): full (cross) 1, segmented (isolated) 2. */
export const marginModeSchema = z.union([z.literal(1), z.literal(2)], {
  error: 'must be 1 (cross) or 2 (isolated)',
});

/** The most any bracket allows; a symbol's own brackets (and the operator's cap) may allow less. */
export const CONTRACT_MAX_LEVERAGE_LIMIT = 125;
export const leverSchema = z
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(CONTRACT_MAX_LEVERAGE_LIMIT, `must be at most ${CONTRACT_MAX_LEVERAGE_LIMIT}`);

/** A take-profit or stop-loss trigger price; null clears it. The instrument's tick is checked by the server. */
export const stopPriceSchema = positiveAmountSchema.nullable();

/** Price status of a valuation (as the market list): 1 live, 2 stale, 0 no price yet. */
export const markStatusSchema = z.number().int().min(0).max(2);

/**
 * An open position (spec §3 contract position entry, plus what the trading screen shows). One-way mode: at most one
 * per symbol. `endPrice` is the mark price it is valued at; `plAmount` the unrealised PnL there; `plRatio` the ROE in
 * percent (PnL / (quantity × openPrice / lever)); `earnestMoney` the margin held for it.
 */
export const contractPositionSchema = z.object({
  id: z.number().int(),
  symbol: z.string(),
  subscribeSymbol: z.string(),
  direction: z.number().int(),
  marginMode: z.number().int(),
  lever: z.number().int(),
  quantity: decimalStringSchema,
  openPrice: decimalStringSchema,
  endPrice: decimalStringSchema.nullable(),
  markStatus: markStatusSchema,
  earnestMoney: decimalStringSchema,
  plAmount: decimalStringSchema,
  plRatio: decimalStringSchema,
  /** Null when no price can liquidate it (or no mark yet). */
  liquidationPrice: decimalStringSchema.nullable(),
  maintenanceMargin: decimalStringSchema,
  stopProfitPrice: decimalStringSchema.nullable(),
  stopLossPrice: decimalStringSchema.nullable(),
  openFee: decimalStringSchema,
  /** Funding paid (positive) or received (negative) so far. */
  fundingFee: decimalStringSchema,
  /** PnL already realised by partial closes. */
  realisedPnl: decimalStringSchema,
  status: z.number().int(),
  createdAt: timestampMsSchema,
  updatedAt: timestampMsSchema,
});
export type ContractPosition = z.infer<typeof contractPositionSchema>;

/**
 * A contract order (spec §3 contract order row: id, no): an open (action 1) or a close (action 2); a pending limit
 * order (status 0) waits for the market to cross `price`. `earnestMoney` is the margin it posted (opens) or released
 * (closes); `plAmount` the PnL a close realised.
 */
export const contractOrderSchema = z.object({
  id: z.number().int(),
  no: z.string(),
  symbol: z.string(),
  direction: z.number().int(),
  action: z.number().int(),
  orderType: z.number().int(),
  marginMode: z.number().int(),
  lever: z.number().int(),
  quantity: decimalStringSchema,
  price: decimalStringSchema.nullable(),
  dealPrice: decimalStringSchema.nullable(),
  /** Closes: the entry price of the position it settled against (null for opens). */
  openPrice: decimalStringSchema.nullable(),
  earnestMoney: decimalStringSchema,
  fee: decimalStringSchema,
  plAmount: decimalStringSchema.nullable(),
  status: z.number().int(),
  trigger: z.number().int(),
  positionId: z.number().int().nullable(),
  stopProfitPrice: decimalStringSchema.nullable(),
  stopLossPrice: decimalStringSchema.nullable(),
  createdAt: timestampMsSchema,
  dealTime: timestampMsSchema.nullable(),
});
export type ContractOrder = z.infer<typeof contractOrderSchema>;

/**
 * The live account summary of spec §3 (`orderInfo`; numbers, as the spec has them), in USDT:
 * `balance` the contract wallet (available + held + every position's margin), `profit` the unrealised PnL,
 * `netWorthBigDecimal` balance + profit, `occupyMargin` the margin positions hold, `available` what a new order may
 * use (reduced by any cross loss beyond its position's margin, spec §4), `marginRatio` maintenance / margin balance in
 * percent (100 liquidates), `riskRate` equity / occupied margin in percent (0 with no position).
 */
export const orderInfoSchema = z.object({
  available: z.number(),
  netWorthBigDecimal: z.number(),
  profit: z.number(),
  balance: z.number(),
  marginRatio: z.number(),
  occupyMargin: z.number(),
  riskRate: z.number(),
});
export type OrderInfo = z.infer<typeof orderInfoSchema>;

/** One maintenance-margin bracket (Binance's leverageBracket shape). */
export const bracketSchema = z.object({
  bracket: z.number().int(),
  initialLeverage: z.number().int(),
  notionalFloor: decimalStringSchema,
  notionalCap: decimalStringSchema,
  maintMarginRatio: decimalStringSchema,
  cum: decimalStringSchema,
});

/** A perpetual's trading rules: brackets, fees, steps, and the leverage this operator allows at most. */
export const contractSpecSchema = z.object({
  symbol: z.string(),
  baseAsset: z.string(),
  priceAccuracy: z.number().int(),
  transactionAccuracy: z.number().int(),
  maxLeverage: z.number().int(),
  takerFeeRate: decimalStringSchema,
  makerFeeRate: decimalStringSchema,
  minNotional: decimalStringSchema,
  brackets: z.array(bracketSchema),
});
export type ContractSpec = z.infer<typeof contractSpecSchema>;
