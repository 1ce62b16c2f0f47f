/** How often the risk engine does each part of its work. */

/** The engine's own pace: it drains what the ticks changed this often (CONVENTIONS.md 7). */
export const RISK_LOOP_MS = 100;
/** Live account summaries go out at most 4 times a second per user. */
export const ACCOUNT_PUSH_MS = 250;
/** A full reload from the database this often: the bus is at-most-once, so a lost change is caught here. */
export const RESYNC_MS = 60_000;
/** Users replaced between yields to the event loop during a rebuild. */
export const REBUILD_SLICE = 2_000;
