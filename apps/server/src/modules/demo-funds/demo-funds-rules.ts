import type { AppContext } from '../../platform/context';
import { marketRuntimeOf } from '../market/index';

/** What one claim credits: 10,000 USDT to the spot wallet (module README). */
export const DEMO_FUNDS_AMOUNT = '10000';
export const DEMO_FUNDS_ASSET = 'USDT';
export const DEMO_FUNDS_WALLET = 'spot' as const;
/** Spec §3's "experience fund" business type (1250): trial money, which demo funds are. */
export const DEMO_FUNDS_BUSINESS_TYPE = 1250;

const DAY_MS = 86_400_000;

/**
 * Demo funds exist only while the market is the labelled simulator: the same fact `market/feed/status` reports as
 * `isDemo`. A live feed (or an app without the market) never has them.
 */
export const isDemoMarket = (context: AppContext) => marketRuntimeOf(context)?.feed.source === 'simulated';

/** The UTC day of a time, `YYYY-MM-DD` (the claims table's key). */
export const utcDay = (timeMs: number) => new Date(timeMs).toISOString().slice(0, 10);

/** The next UTC midnight after a time: when a user who claimed at `timeMs` may claim again. */
export const nextUtcMidnight = (timeMs: number) => Math.floor(timeMs / DAY_MS) * DAY_MS + DAY_MS;

/** The ledger transfer of one user's claim on one day: its id is unique, like the claim's row. */
export const demoFundsTransferId = (userId: number, day: string) => `demo-funds:${userId}:${day}`;
