import { sql } from 'drizzle-orm';
import { VIP_VOLUME_DAYS } from '@exchange/contracts';
import type { AppContext } from '../../platform/context';
import { queryRows } from '../../platform/db/index';
import { evaluateUser } from './vip-figures';
import { announceVipChanged } from './vip-runtime';
import { DAY_MS, readLevels } from './vip-rules';

/** Hourly, at minute 0 (croner's six-field pattern, seconds first). */
export const EVALUATE_SCHEDULE = '0 0 * * * *';

/**
 * Who may qualify: anyone with a spot fill in the window, anyone holding a balance, anyone evaluated before (so a
 * level that is no longer reached is lowered).
 */
const candidatesOf = async (context: AppContext, nowMs: number) => {
  const since = new Date(nowMs - VIP_VOLUME_DAYS * DAY_MS);
  const rows = await queryRows<{ user_id: string }>(
    context.db,
    sql`select user_id::text from spot_fills where created_at >= ${since}
        union select user_id::text from ledger_accounts where user_id is not null and available + frozen > 0
        union select user_id::text from vip_user_levels
        order by 1`,
  );
  return rows.map((row) => Number(row.user_id));
};

/**
 * `vip.evaluate`: measures every candidate and stores their qualified level for the slot. Idempotent per slot: a
 * re-run (a retry, a new leader) measures again and writes the same kind of row; only a level that moved is announced.
 */
export const evaluateAll = async (context: AppContext, fireAtMs: number, signal?: AbortSignal) => {
  const levels = await readLevels(context.db);
  const userIds = await candidatesOf(context, fireAtMs);
  let changed = 0;
  for (const userId of userIds) {
    if (signal?.aborted) return { evaluated: userIds.indexOf(userId), changed, isFinished: false };
    const result = await evaluateUser(context, levels, userId, fireAtMs);
    if (result.isChanged) {
      changed += 1;
      await announceVipChanged(context, { userId });
    }
  }
  return { evaluated: userIds.length, changed, isFinished: true };
};

export const registerVipJobs = (context: AppContext) => {
  context.scheduler.register({
    key: 'vip.evaluate',
    schedule: EVALUATE_SCHEDULE,
    retryMs: 60_000,
    catchUpMs: 60 * 60_000,
    description: 'Measures 30-day spot volume and holdings and stores each user’s qualified VIP level',
    run: async (fireAtMs, { signal }) => {
      const { evaluated, changed, isFinished } = await evaluateAll(context, fireAtMs, signal);
      if (!isFinished) return { isFinished: false, note: `stopped after ${evaluated}; ${changed} changed` };
    },
  });
};
