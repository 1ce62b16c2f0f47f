import { z } from 'zod';
import { pageQuerySchema, pageResultSchema, passwordSchema } from '../../common';
import { defineOperation } from '../operation';
import { rechargeOrderSchema } from '../wallet/recharge';
import { idQuerySchema, reviewStatusSchema } from '../wallet/wallet-common';
import { withdrawalOrderSchema } from '../wallet/withdrawal';

/**
 * The staff API (`/api/admin-api`): paths here are relative to it. A staff token (audience `admin`) is required
 * everywhere but login; app tokens are refused with 403. Roles, TOTP and the audit log arrive with the back office.
 */
export const ADMIN_API_PREFIX = '/api/admin-api';

export const staffLogin = defineOperation({
  method: 'POST',
  path: '/auth/login',
  auth: 'staff-login',
  summary:
    'Staff login; a one-time password must be changed (auth/update-password) before anything else works.',
  body: z.strictObject({
    username: z.string().trim().min(3).max(64),
    password: z.string().min(1).max(128),
  }),
  response: z.object({
    accessToken: z.string(),
    expiresAtMs: z.number().int(),
    mustChangePassword: z.boolean(),
    role: z.string(),
  }),
});

export const staffUpdatePassword = defineOperation({
  method: 'PUT',
  path: '/auth/update-password',
  auth: 'staff',
  summary: "Replace the caller's password (required first after a one-time password); other sessions end.",
  body: z
    .strictObject({
      oldPassword: z.string().min(1).max(128),
      newPassword: passwordSchema.and(z.string().min(12, 'must be at least 12 characters')),
    })
    .refine((body) => body.oldPassword !== body.newPassword, {
      path: ['newPassword'],
      message: 'must differ from the old one',
    }),
  response: z.literal(true),
});

export const ledgerProblemSchema = z.object({ check: z.string(), detail: z.string() });

export const runLedgerAudit = defineOperation({
  method: 'GET',
  path: '/ledger/audit',
  auth: 'staff',
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
const remarkSchema = z.string().trim().min(1, 'is required').max(500);

export const adminPageRecharges = defineOperation({
  method: 'GET',
  path: '/recharge/page',
  auth: 'staff',
  summary: 'Deposit requests, oldest waiting first when filtered by status, else newest first.',
  query: reviewQueueQuery,
  response: pageResultSchema(rechargeOrderSchema),
});

export const adminApproveRecharge = defineOperation({
  method: 'POST',
  path: '/recharge/approve',
  auth: 'staff',
  summary:
    "Credit a waiting deposit (2 → 1) to the user's spot wallet; pushes the notice and a wallet update.",
  body: z.strictObject({ id: z.number().int().positive() }),
  response: rechargeOrderSchema,
});

export const adminRejectRecharge = defineOperation({
  method: 'POST',
  path: '/recharge/reject',
  auth: 'staff',
  summary: 'Reject a waiting deposit (2 → −1) with a remark the user sees.',
  body: z.strictObject({ id: z.number().int().positive(), remark: remarkSchema }),
  response: rechargeOrderSchema,
});

export const adminGetRechargeProof = defineOperation({
  method: 'GET',
  path: '/recharge/proof',
  auth: 'staff',
  summary: "A deposit's proof screenshot (the image itself).",
  query: z.strictObject({ id: idQuerySchema }),
  response: z.unknown(),
});

export const adminPageWithdrawals = defineOperation({
  method: 'GET',
  path: '/withdrawal/page',
  auth: 'staff',
  summary: 'Withdrawal requests, newest first, optionally of one status or user.',
  query: reviewQueueQuery,
  response: pageResultSchema(withdrawalOrderSchema),
});

export const adminApproveWithdrawal = defineOperation({
  method: 'POST',
  path: '/withdrawal/approve',
  auth: 'staff',
  summary: 'Approve a waiting withdrawal for payout (2 → 0, under review); the user can no longer cancel it.',
  body: z.strictObject({ id: z.number().int().positive() }),
  response: withdrawalOrderSchema,
});

export const adminCompleteWithdrawal = defineOperation({
  method: 'POST',
  path: '/withdrawal/complete',
  auth: 'staff',
  summary:
    'Mark an approved withdrawal paid (0 → 1): the hold is posted to withdrawal clearing, the fee to fees.',
  body: z.strictObject({
    id: z.number().int().positive(),
    payoutRef: z.string().trim().min(1).max(128).optional(),
  }),
  response: withdrawalOrderSchema,
});

export const adminRejectWithdrawal = defineOperation({
  method: 'POST',
  path: '/withdrawal/reject',
  auth: 'staff',
  summary:
    'Reject a waiting or approved withdrawal (→ −1): the hold is released and the remark pushed to the user.',
  body: z.strictObject({ id: z.number().int().positive(), remark: remarkSchema }),
  response: withdrawalOrderSchema,
});
