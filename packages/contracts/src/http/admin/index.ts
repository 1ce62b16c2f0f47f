import { z } from 'zod';
import { pageQuerySchema, pageResultSchema } from '../../common';
import { defineOperation } from '../operation';
import { rechargeOrderSchema } from '../wallet/recharge';
import { idQuerySchema, reviewStatusSchema } from '../wallet/wallet-common';
import { adminWithdrawalOrderSchema } from './finance';
import { nameText } from '../../strict-text';
import { StaffPermission } from './permissions';
import { RECHARGE_SORT_COLUMNS, sortQueryShape, WITHDRAWAL_SORT_COLUMNS } from './sorting';
import { staffRemarkSchema as remarkSchema } from './users';

export * from './permissions';
export * from './staff-auth';
export * from './finance';
export * from './users';
export * from './markets';
export * from './system';
export * from './sorting';

/**
 * The staff API (`/api/admin-api`): paths here are relative to it. A staff token (audience `admin`) is required
 * everywhere but login; app tokens are refused with 403. Each staff operation names the permission its caller's role
 * must hold (permissions.ts); every mutating call is written to the audit log.
 */
export const ADMIN_API_PREFIX = '/api/admin-api';

export const ledgerProblemSchema = z.object({ check: z.string(), detail: z.string() });

export const runLedgerAudit = defineOperation({
  method: 'GET',
  path: '/ledger/audit',
  auth: 'staff',
  permission: StaffPermission.ledgerRead,
  summary:
    'Runs the ledger auditor: transfers net to zero per asset, balances equal their transfers, none negative.',
  response: z.object({
    isClean: z.boolean(),
    accounts: z.number().int(),
    transfers: z.number().int(),
    problems: z.array(ledgerProblemSchema),
  }),
});

const reviewQueueQuery = z.strictObject({
  ...pageQuerySchema.shape,
  status: z.coerce.number().pipe(reviewStatusSchema).optional(),
  userId: idQuerySchema.optional(),
});

export const adminPageRecharges = defineOperation({
  method: 'GET',
  path: '/recharge/page',
  auth: 'staff',
  permission: StaffPermission.depositsRead,
  summary: 'Deposit requests, newest first, optionally of one status or user; `sortBy` picks another order.',
  query: z.strictObject({ ...reviewQueueQuery.shape, ...sortQueryShape(RECHARGE_SORT_COLUMNS) }),
  response: pageResultSchema(rechargeOrderSchema),
});

export const adminApproveRecharge = defineOperation({
  method: 'POST',
  path: '/recharge/approve',
  auth: 'staff',
  permission: StaffPermission.depositsReview,
  summary:
    "Credit a waiting deposit (2 → 1) to the user's spot wallet; pushes the notice and a wallet update.",
  body: z.strictObject({ id: z.number().int().positive() }),
  response: rechargeOrderSchema,
});

export const adminRejectRecharge = defineOperation({
  method: 'POST',
  path: '/recharge/reject',
  auth: 'staff',
  permission: StaffPermission.depositsReview,
  summary: 'Reject a waiting deposit (2 → −1) with a remark the user sees.',
  body: z.strictObject({ id: z.number().int().positive(), remark: remarkSchema }),
  response: rechargeOrderSchema,
});

export const adminGetRechargeProof = defineOperation({
  method: 'GET',
  path: '/recharge/proof',
  auth: 'staff',
  permission: StaffPermission.depositsRead,
  summary: "A deposit's proof screenshot (the image itself).",
  query: z.strictObject({ id: idQuerySchema }),
  response: z.unknown(),
});

export const adminPageWithdrawals = defineOperation({
  method: 'GET',
  path: '/withdrawal/page',
  auth: 'staff',
  permission: StaffPermission.withdrawalsRead,
  summary:
    'Withdrawal requests, newest first, optionally of one status or user; `sortBy` picks another order.',
  query: z.strictObject({ ...reviewQueueQuery.shape, ...sortQueryShape(WITHDRAWAL_SORT_COLUMNS) }),
  response: pageResultSchema(adminWithdrawalOrderSchema),
});

export const adminApproveWithdrawal = defineOperation({
  method: 'POST',
  path: '/withdrawal/approve',
  auth: 'staff',
  permission: StaffPermission.withdrawalsReview,
  summary: 'Approve a waiting withdrawal for payout (2 → 0, under review); the user can no longer cancel it.',
  body: z.strictObject({ id: z.number().int().positive() }),
  response: adminWithdrawalOrderSchema,
});

export const adminCompleteWithdrawal = defineOperation({
  method: 'POST',
  path: '/withdrawal/complete',
  auth: 'staff',
  permission: StaffPermission.withdrawalsReview,
  summary:
    'Mark an approved withdrawal paid (0 → 1): the hold is posted to withdrawal clearing, the fee to fees.',
  body: z.strictObject({
    id: z.number().int().positive(),
    payoutRef: nameText(1, 128).optional(),
  }),
  response: adminWithdrawalOrderSchema,
});

export const adminRejectWithdrawal = defineOperation({
  method: 'POST',
  path: '/withdrawal/reject',
  auth: 'staff',
  permission: StaffPermission.withdrawalsReview,
  summary:
    'Reject a waiting or approved withdrawal (→ −1): the hold is released and the remark pushed to the user.',
  body: z.strictObject({ id: z.number().int().positive(), remark: remarkSchema }),
  response: adminWithdrawalOrderSchema,
});
