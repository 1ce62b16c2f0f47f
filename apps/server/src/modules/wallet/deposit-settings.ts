import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { DEPOSIT_REVIEW_MINUTES } from '@exchange/contracts';
import { appSettings, type DbOrTx } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { auditedTransaction, recordAudit } from '../../platform/http/staff-audit';

/** The `app_settings` row (the operator settings' table) holding the usual deposit review time in minutes. */
export const DEPOSIT_REVIEW_MINUTES_SETTING = 'wallet.deposit-review-minutes';

const isValidMinutes = (value: number) =>
  Number.isInteger(value) && value >= DEPOSIT_REVIEW_MINUTES.min && value <= DEPOSIT_REVIEW_MINUTES.max;

/** The usual review time staff set, or the default when none is stored (or the row is not what we wrote). */
export const readDepositReviewMinutes = async (db: DbOrTx): Promise<number> => {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, DEPOSIT_REVIEW_MINUTES_SETTING));
  const stored = row ? Number(row.value) : Number.NaN;
  return isValidMinutes(stored) ? stored : DEPOSIT_REVIEW_MINUTES.default;
};

/** `GET recharge/settings` (staff). */
export const getDepositSettings = async (context: AppContext) => ({
  reviewMinutes: await readDepositReviewMinutes(context.db),
});

/**
 * `PUT recharge/settings` (staff): stores the usual review time (the contract checked 1–10,080 whole minutes), locking
 * the row it replaces, audited with the value before and after in the same transaction. The wallet reads it per
 * request, so every instance shows the new time at once.
 */
export const updateDepositSettings = async (
  context: AppContext,
  request: FastifyRequest,
  body: { reviewMinutes: number },
) =>
  auditedTransaction(context.db, request, async (tx) => {
    await tx
      .select({ key: appSettings.key })
      .from(appSettings)
      .where(eq(appSettings.key, DEPOSIT_REVIEW_MINUTES_SETTING))
      .for('update');
    const before = { reviewMinutes: await readDepositReviewMinutes(tx) };
    const value = String(body.reviewMinutes);
    await tx
      .insert(appSettings)
      .values({ key: DEPOSIT_REVIEW_MINUTES_SETTING, value })
      .onConflictDoUpdate({ target: appSettings.key, set: { value } });
    const after = { reviewMinutes: await readDepositReviewMinutes(tx) };
    recordAudit(request, { target: 'setting:deposit-review-minutes', before, after });
    return after;
  });
