import { randomInt } from 'node:crypto';
import { InstrumentType, type FastContractSettings } from '@exchange/contracts';
import { eq } from 'drizzle-orm';
import { fastContractSettings, type DbOrTx, type FastContractRules } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { listedInstruments } from '../market/index';
import { Wallet } from '../ledger/index';

/** Spec §3 business types: the stake held at the buy (1000) and every settlement movement (1001). */
export const FAST_CONTRACT_BUY_BUSINESS_TYPE = 1000;
export const FAST_CONTRACT_SETTLE_BUSINESS_TYPE = 1001;
/** Stakes and payouts are in USDT, in the user's fast wallet. */
export const FAST_CONTRACT_ASSET = 'USDT';
export const FAST_CONTRACT_WALLET = Wallet.fastContract;

/**
 * The close is the latest price recorded at or before the expiry, and no older than this: with the feed live there is a
 * recorded second at most 1 s before expiry; 2 s allows one missing second. Older, or none: the stake comes back.
 */
export const CLOSE_PRICE_WINDOW_MS = 2_000;
/** An order settles this long after its expiry, so the tick of the expiry second has reached the recorder. */
export const SETTLE_GRACE_MS = 2_000;
/** Orders one settlement run takes on (the next second's run takes the rest). */
export const SETTLE_BATCH_LIMIT = 500;
/** How long recorded prices are kept (the pruning job); an order unsettled for longer is refunded. */
export const PRICE_RETENTION_MS = 6 * 3_600_000;

/** The operator's defaults until staff save rules (issue 18: 30/60/120/300 s at 0.85/0.85/0.8/0.75). */
export const DEFAULT_PERIODS = [
  { periodSeconds: 30, payoutRate: '0.85' },
  { periodSeconds: 60, payoutRate: '0.85' },
  { periodSeconds: 120, payoutRate: '0.8' },
  { periodSeconds: 300, payoutRate: '0.75' },
] as const;
export const DEFAULT_EXPOSURE_LIMIT = '100000';
const DEFAULT_LIMITS = { minStake: '10', maxStake: '10000', maxOpenStakePerUser: '50000' } as const;

/** The defaults: enabled everywhere, every listed fast-contract instrument with the default periods. */
export const defaultRules = (context: AppContext): FastContractRules => ({
  isEnabled: true,
  blockedCountries: [],
  ...DEFAULT_LIMITS,
  instruments: listedInstruments(context, InstrumentType.fastContract).map((instrument) => ({
    symbol: instrument.symbol,
    exposureLimit: DEFAULT_EXPOSURE_LIMIT,
    periods: DEFAULT_PERIODS.map((period) => ({ ...period })),
  })),
});

/** The rules in force (staff's saved ones, else the defaults) and when staff last saved them. */
export const readRules = async (
  context: AppContext,
  db: DbOrTx,
): Promise<{ rules: FastContractRules; updatedAt: Date | null }> => {
  const [row] = await db.select().from(fastContractSettings).where(eq(fastContractSettings.id, 1));
  return row
    ? { rules: row.rules, updatedAt: row.updatedAt }
    : { rules: defaultRules(context), updatedAt: null };
};

export const toSettings = (rules: FastContractRules, updatedAt: Date | null): FastContractSettings => ({
  ...rules,
  updatedAt: updatedAt?.getTime() ?? null,
});

/** The instrument's offer and, when asked, one period of it; undefined when not offered. */
export const offerOf = (rules: FastContractRules, symbol: string) =>
  rules.instruments.find((instrument) => instrument.symbol === symbol);

export const periodOf = (rules: FastContractRules, symbol: string, periodSeconds: number) =>
  offerOf(rules, symbol)?.periods.find((period) => period.periodSeconds === periodSeconds);

/** Decimal strings as the API shows them: no trailing zeros. */

/** `F` + UTC time to the second + 10 random digits, like the other products' order numbers. */
export const fastContractNumber = (nowMs: number) => {
  const stamp = new Date(nowMs).toISOString().replace(/\D/g, '').slice(0, 14);
  return `F${stamp}${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
};

/** Ledger transfer ids of one order: the hold at the buy and the settlement legs. */
export const transferIds = (no: string) => ({
  hold: `fast:${no}:hold`,
  lost: `fast:${no}:lost`,
  release: `fast:${no}:release`,
  win: `fast:${no}:win`,
  refund: `fast:${no}:refund`,
});
