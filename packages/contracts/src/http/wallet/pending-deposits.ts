import { z } from 'zod';
import { StaffPermission } from '../admin/permissions';
import { defineOperation } from '../operation';
import { rechargeOrderSchema } from './recharge';
import { coinSchema } from './wallet-common';

/**
 * Deposits in progress: the caller's deposits not yet credited, waiting for chain confirmations (when a chain watcher
 * follows them) or for staff review, with the operator's usual review time, so the wallet can say how long it takes.
 */

/** The usual time staff take to review a deposit, in minutes: a staff setting (default 30, 1 minute to 7 days). */
export const DEPOSIT_REVIEW_MINUTES = { default: 30, min: 1, max: 10_080 } as const;

export const depositReviewMinutesSchema = z
  .number()
  .int('must be a whole number of minutes')
  .min(DEPOSIT_REVIEW_MINUTES.min, `must be at least ${DEPOSIT_REVIEW_MINUTES.min} minute`)
  .max(DEPOSIT_REVIEW_MINUTES.max, `must be at most ${DEPOSIT_REVIEW_MINUTES.max} minutes (7 days)`);

/** Where a deposit in progress stands: on the chain (confirmations counted by the watcher) or with staff. */
export const PENDING_DEPOSIT_STEPS = ['confirmations', 'review'] as const;
export type PendingDepositStep = (typeof PENDING_DEPOSIT_STEPS)[number];

export const pendingDepositSchema = rechargeOrderSchema.extend({
  step: z.enum(PENDING_DEPOSIT_STEPS),
  /** Confirmations the chain watcher has seen; null when no watcher follows this deposit. */
  confirmations: z.number().int().nonnegative().nullable(),
  /** Confirmations the operator requires before crediting; null when no watcher follows this deposit. */
  requiredConfirmations: z.number().int().positive().nullable(),
});
export type PendingDeposit = z.infer<typeof pendingDepositSchema>;

export const pendingDepositsSchema = z.object({
  /** The operator's usual review time in minutes ("usually reviewed within …"). */
  reviewMinutes: depositReviewMinutesSchema,
  /** Newest first, at most 50. */
  list: z.array(pendingDepositSchema),
});
export type PendingDeposits = z.infer<typeof pendingDepositsSchema>;

export const listPendingDeposits = defineOperation({
  method: 'GET',
  path: '/recharge/pending',
  auth: 'member',
  summary:
    "The caller's deposits in progress (not yet credited or rejected), optionally of one coin, newest first, with " +
    'the step each waits for and the usual review time.',
  query: z.strictObject({ coin: coinSchema.optional() }),
  response: pendingDepositsSchema,
});

/** The deposit settings staff edit (stored in `app_settings`). */
export const depositSettingsSchema = z.object({ reviewMinutes: depositReviewMinutesSchema });

export const adminGetDepositSettings = defineOperation({
  method: 'GET',
  path: '/recharge/settings',
  auth: 'staff',
  permission: StaffPermission.depositsRead,
  summary: 'The deposit settings users see: the usual review time in minutes.',
  response: depositSettingsSchema,
});

export const adminUpdateDepositSettings = defineOperation({
  method: 'PUT',
  path: '/recharge/settings',
  auth: 'staff',
  permission: StaffPermission.depositsReview,
  summary:
    'Set the usual deposit review time (1 to 10,080 minutes) that the wallet shows beside a pending deposit.',
  body: z.strictObject({ reviewMinutes: depositReviewMinutesSchema }),
  response: depositSettingsSchema,
});
