import { z } from 'zod';
import { timestampMsSchema } from '../../common';
import { int4IdSchema, unsignedDecimalString } from '../../strict-text';
import { defineOperation } from '../operation';
import { StaffPermission } from './permissions';

/**
 * Markets on the staff API (paths relative to `/api/admin-api`): the instrument catalogue, its precision, trading
 * hours, listing, the perpetuals' leverage brackets and fees, and the price sources' health. DESIGN.md §1: nothing
 * here carries or sets a price, a candle or an outcome — prices come only from the price source.
 */

/** Decimals of a price (tick 10^-n) and of a quantity (step 10^-n), as the reference catalogue allows. */
export const PRICE_ACCURACY_MAX = 12;
export const TRANSACTION_ACCURACY_MAX = 8;
/** A taker fee above this is a typo, not a tariff (1 %). Fees are charged, never paid out: maker ≥ 0. */
export const CONTRACT_FEE_RATE_MAX = '0.01';
/** Leverage brackets one perpetual may have; the leverage column's own range (positions allow 1 to 125). */
export const CONTRACT_TIERS_MAX = 30;
export const CONTRACT_LEVERAGE_MAX = 125;

const instrumentIdSchema = int4IdSchema;
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:mm (24-hour)');
const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** A stock's session in its exchange's zone: [open, close) on the listed ISO weekdays (1 Monday … 7 Sunday). */
export const adminTradingHoursSchema = z
  .strictObject({
    timezone: z.string().min(1).max(64).refine(isTimeZone, 'must be an IANA time zone'),
    open: hhmm,
    close: hhmm,
    days: z
      .array(z.number().int().min(1).max(7))
      .min(1, 'needs at least one trading day')
      .max(7)
      .refine((days) => new Set(days).size === days.length, 'must not repeat a day'),
  })
  .refine((hours) => hours.open < hours.close, { path: ['close'], message: 'must be after open' });

/** A non-negative decimal string with at most `scale` decimals (no sign, no exponent); 20 digits fit a money column. */
const unsignedDecimal = (scale: number) => unsignedDecimalString(20, scale);

/** One maintenance bracket as staff write it; the server derives `cum` and checks the table as a whole. */
export const contractTierInputSchema = z.strictObject({
  initialLeverage: z.number().int().min(1).max(CONTRACT_LEVERAGE_MAX),
  notionalFloor: unsignedDecimal(8),
  notionalCap: unsignedDecimal(8),
  maintMarginRatio: unsignedDecimal(8),
});

export const contractBracketSchema = z.object({
  bracket: z.number().int(),
  initialLeverage: z.number().int(),
  notionalFloor: z.string(),
  notionalCap: z.string(),
  maintMarginRatio: z.string(),
  cum: z.string(),
});

export const adminContractSpecSchema = z.object({
  brackets: z.array(contractBracketSchema),
  takerFeeRate: z.string(),
  makerFeeRate: z.string(),
  /** The first bracket's leverage, capped by the operator's CONTRACT_MAX_LEVERAGE. */
  maxLeverage: z.number().int(),
  updatedAt: timestampMsSchema,
});

/** Every field an instrument has on the staff side; deliberately no price of any kind. */
export const adminInstrumentSchema = z.object({
  id: z.number().int(),
  /** 1 coin, 2 perpetual contract, 3 stock, 5 fast contract (InstrumentType). */
  type: z.number().int(),
  symbol: z.string(),
  baseAsset: z.string(),
  quoteAsset: z.string(),
  displayName: z.string(),
  plate: z.string(),
  priceAccuracy: z.number().int(),
  transactionAccuracy: z.number().int(),
  /** Stocks only; null trades around the clock. */
  tradingHours: adminTradingHoursSchema.nullable(),
  isListed: z.boolean(),
  sort: z.number().int(),
  /** Perpetuals only. */
  contractSpec: adminContractSpecSchema.nullable(),
});
export type AdminInstrument = z.infer<typeof adminInstrumentSchema>;

export const adminListInstruments = defineOperation({
  method: 'GET',
  path: '/market/instruments',
  auth: 'staff',
  permission: StaffPermission.marketsRead,
  summary: 'Every instrument, listed or not, with precision, hours and (perpetuals) brackets and fees.',
  query: z.strictObject({
    type: z.coerce
      .number()
      .pipe(z.literal([1, 2, 3, 5]))
      .optional(),
  }),
  response: z.array(adminInstrumentSchema),
});

export const adminSetInstrumentListed = defineOperation({
  method: 'POST',
  path: '/market/instrument/list',
  auth: 'staff',
  permission: StaffPermission.marketsWrite,
  summary: 'List or unlist an instrument; every list of the app shows the change at once, history survives.',
  body: z.strictObject({ id: instrumentIdSchema, isListed: z.boolean() }),
  response: adminInstrumentSchema,
});

export const adminUpdateInstrument = defineOperation({
  method: 'PUT',
  path: '/market/instrument/update',
  auth: 'staff',
  permission: StaffPermission.marketsWrite,
  summary:
    "Change an instrument's price or quantity precision, or a stock's trading hours (null: always open).",
  body: z
    .strictObject({
      id: instrumentIdSchema,
      priceAccuracy: z.number().int().min(0).max(PRICE_ACCURACY_MAX).optional(),
      transactionAccuracy: z.number().int().min(0).max(TRANSACTION_ACCURACY_MAX).optional(),
      tradingHours: adminTradingHoursSchema.nullable().optional(),
    })
    .refine(
      (body) =>
        body.priceAccuracy !== undefined ||
        body.transactionAccuracy !== undefined ||
        body.tradingHours !== undefined,
      { path: ['priceAccuracy'], message: 'name at least one field to change' },
    ),
  response: adminInstrumentSchema,
});

export const adminUpdateContractSpec = defineOperation({
  method: 'PUT',
  path: '/market/contract-spec/update',
  auth: 'staff',
  permission: StaffPermission.marketsWrite,
  summary:
    "Replace a perpetual's leverage brackets and fee rates; open positions are margined by the new table.",
  body: z.strictObject({
    instrumentId: instrumentIdSchema,
    tiers: z.array(contractTierInputSchema).min(1).max(CONTRACT_TIERS_MAX),
    /** Fractions of the notional: 0.0005 is 0.05 %. 0 ≤ maker ≤ taker ≤ CONTRACT_FEE_RATE_MAX. */
    takerFeeRate: unsignedDecimal(8),
    makerFeeRate: unsignedDecimal(8),
  }),
  response: adminInstrumentSchema,
});

/** A singleton (price feed, risk engine) and who runs it: the holder of its Postgres advisory lock. */
export const leaderStatusSchema = z.object({
  /** Whether this instance takes part in the election (PRICE_FEED_ENABLED / RISK_ENGINE_ENABLED). */
  isEnabledHere: z.boolean(),
  /** Whether the instance answering leads. */
  isThisInstance: z.boolean(),
  /** The lock holder's database session (PostgreSQL only; null on the embedded database or with no leader). */
  holder: z
    .object({
      backendPid: z.number().int(),
      clientAddress: z.string().nullable(),
      connectedAt: timestampMsSchema.nullable(),
    })
    .nullable(),
});

/** live: ticking; stale: the source reported it stale or nothing came for PRICE_STALE_AFTER_MS; none: never priced. */
export const PriceSourceState = ['live', 'stale', 'none'] as const;

export const adminPriceSourcesSchema = z.object({
  source: z.enum(['simulated', 'binance']),
  isDemo: z.boolean(),
  /** Epoch ms of the last batch this instance received from the feed leader. */
  lastBatchTime: timestampMsSchema.nullable(),
  staleAfterMs: z.number().int(),
  /** The instance that answered: host name, process id and database driver. */
  instance: z.object({ host: z.string(), pid: z.number().int(), database: z.enum(['pglite', 'postgres']) }),
  priceFeed: leaderStatusSchema,
  riskEngine: leaderStatusSchema,
  instruments: z.array(
    z.object({
      id: z.number().int(),
      type: z.number().int(),
      symbol: z.string(),
      isListed: z.boolean(),
      state: z.enum(PriceSourceState),
      /** Epoch ms of the source's last tick of this instrument. */
      lastTickTime: timestampMsSchema.nullable(),
    }),
  ),
});

export const adminGetPriceSources = defineOperation({
  method: 'GET',
  path: '/market/price-sources',
  auth: 'staff',
  permission: StaffPermission.marketsRead,
  summary:
    "The feed's health per instrument (live, stale, never priced) and which instance leads feed and risk.",
  response: adminPriceSourcesSchema,
});
