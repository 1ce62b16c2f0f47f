import { BigNumber } from 'bignumber.js';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { STOCK_FEE_RATE_MAX, type StockSettings } from '@exchange/contracts';
import { appSettings, type DbOrTx } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { fail } from '../../platform/errors';
import { auditedTransaction, recordAudit } from '../../platform/http/staff-audit';

/** The `app_settings` row holding the stock settings (JSON). */
export const STOCK_SETTINGS_KEY = 'stock.settings';
/** The app's menu entry the setting shows or hides (the system module's MENU_VISIBILITY, spec §2 menu control). */
export const STOCK_MENU_PATH = '/stock';

/** Spec §1 default "stock hidden": off until the operator (or the demo seed) turns stocks on. */
export const DEFAULT_STOCK_SETTINGS = {
  isEnabled: false,
  /** 0.1 % of the notional on every fill, buy and sell. */
  feeRate: '0.001',
  /** The smallest notional of an order, in USDT. */
  minOrderAmount: '1',
} as const;

type StoredSettings = Omit<StockSettings, 'updatedAt'> & { updatedAt: number | null };

const isDecimal = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{1,20}(\.\d{1,18})?$/.test(value);

/** The stored row as settings, or the defaults when none is stored (or it is not what we wrote). */
const parseSettings = (value: string | undefined): StoredSettings => {
  const fallback = { ...DEFAULT_STOCK_SETTINGS, updatedAt: null };
  if (value === undefined) return fallback;
  try {
    const parsed = JSON.parse(value) as Partial<StoredSettings>;
    const isValid =
      typeof parsed.isEnabled === 'boolean' &&
      isDecimal(parsed.feeRate) &&
      new BigNumber(parsed.feeRate).isLessThanOrEqualTo(STOCK_FEE_RATE_MAX) &&
      isDecimal(parsed.minOrderAmount);
    if (!isValid) return fallback;
    return {
      isEnabled: parsed.isEnabled as boolean,
      feeRate: new BigNumber(parsed.feeRate as string).toFixed(),
      minOrderAmount: new BigNumber(parsed.minOrderAmount as string).toFixed(),
      updatedAt: typeof parsed.updatedAt === 'number' ? parsed.updatedAt : null,
    };
  } catch {
    return fallback;
  }
};

/** The stock settings as stored now (read per request, so every instance applies a change at once). */
export const readStockSettings = async (db: DbOrTx): Promise<StoredSettings> => {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, STOCK_SETTINGS_KEY));
  return parseSettings(row?.value);
};

/** The settings of an app call, or STOCKS_DISABLED while the operator has stocks off. */
export const requireStocksEnabled = async (db: DbOrTx) => {
  const settings = await readStockSettings(db);
  return settings.isEnabled ? settings : fail('STOCKS_DISABLED');
};

/** Stores the settings in the caller's transaction. */
const writeSettings = async (tx: DbOrTx, settings: StoredSettings) => {
  const value = JSON.stringify(settings);
  await tx
    .insert(appSettings)
    .values({ key: STOCK_SETTINGS_KEY, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value } });
};

/**
 * First start: stores the defaults — stocks on for a demo seed (DEMO_SEED, so the demo shows them), off otherwise.
 * Once a row exists this changes nothing: staff own the setting.
 */
export const seedStockSettings = async (context: AppContext, isDemo: boolean) => {
  await context.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ key: appSettings.key })
      .from(appSettings)
      .where(eq(appSettings.key, STOCK_SETTINGS_KEY))
      .for('update');
    if (existing) return;
    await writeSettings(tx, { ...DEFAULT_STOCK_SETTINGS, isEnabled: isDemo, updatedAt: null });
  });
};

/** `GET stock/settings` (staff). */
export const getStockSettings = (context: AppContext): Promise<StockSettings> =>
  readStockSettings(context.db);

/**
 * `PUT stock/settings` (staff): stores the settings (the contract checked the fee rate 0–0.01 and the minimum),
 * audited with the values before and after, in one transaction. Every instance reads them per request, so the calls
 * and the `/stock` menu entry follow at once.
 */
export const updateStockSettings = (
  context: AppContext,
  request: FastifyRequest,
  body: { isEnabled: boolean; feeRate: string; minOrderAmount: string },
): Promise<StockSettings> =>
  auditedTransaction(context.db, request, async (tx) => {
    await tx
      .select({ key: appSettings.key })
      .from(appSettings)
      .where(eq(appSettings.key, STOCK_SETTINGS_KEY))
      .for('update');
    const before = await readStockSettings(tx);
    await writeSettings(tx, {
      isEnabled: body.isEnabled,
      feeRate: new BigNumber(body.feeRate).toFixed(),
      minOrderAmount: new BigNumber(body.minOrderAmount).toFixed(),
      updatedAt: context.clock.nowMs(),
    });
    const after = await readStockSettings(tx);
    recordAudit(request, { target: 'setting:stock', before, after });
    return after;
  });
