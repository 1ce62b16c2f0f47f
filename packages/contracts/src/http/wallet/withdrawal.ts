import { z } from 'zod';
import { decimalStringSchema, payPasswordSchema } from '../../common';
import { defineOperation } from '../operation';
import { idQuerySchema, positiveAmountSchema, reviewOrderReads, reviewStatusSchema } from './wallet-common';

/** A withdrawal request: `amount` leaves the wallet (held until staff act), `arrivalAmount` = amount − fee. */
export const withdrawalOrderSchema = z.object({
  id: z.number().int(),
  no: z.string(),
  userId: z.number().int(),
  channelId: z.number().int(),
  channelName: z.string(),
  methodType: z.number().int(),
  coin: z.string(),
  chain: z.string(),
  amount: decimalStringSchema,
  fee: decimalStringSchema,
  arrivalAmount: decimalStringSchema,
  destination: z.record(z.string(), z.string()),
  status: reviewStatusSchema,
  remark: z.string().nullable(),
  payoutRef: z.string().nullable(),
  createdAt: z.number().int(),
  reviewedAt: z.number().int().nullable(),
});
export type WithdrawalOrder = z.infer<typeof withdrawalOrderSchema>;

export const getWithdrawalFee = defineOperation({
  method: 'GET',
  path: '/withdrawal/fee',
  auth: 'member',
  summary:
    "The fee and arrival amount of a withdrawal through a channel, with the caller's balance and today's limit.",
  query: z.strictObject({ channelId: idQuerySchema, amount: positiveAmountSchema }),
  response: z.object({
    amount: decimalStringSchema,
    fee: decimalStringSchema,
    arrivalAmount: decimalStringSchema,
    available: decimalStringSchema,
    dailyLimit: decimalStringSchema.nullable(),
    dailyUsed: decimalStringSchema,
  }),
});

/**
 * Places a hold on `amount` in the spot wallet and creates the request (status 2, waiting for review). The
 * destination is a saved payment method of the caller (`paymentMethodId`) or, for virtual currency, an address
 * given here. Header `Idempotency-Key` required.
 */
export const createWithdrawal = defineOperation({
  method: 'POST',
  path: '/withdrawal',
  auth: 'member',
  requiresIdempotencyKey: true,
  summary:
    'Request a withdrawal (pay password required); the amount is held until staff approve or reject it.',
  body: z
    .strictObject({
      channelId: z.number().int().positive(),
      amount: positiveAmountSchema,
      paymentMethodId: z.number().int().positive().optional(),
      address: z.string().trim().min(1).max(128).optional(),
      memo: z.string().trim().max(20).optional(),
      payPassword: payPasswordSchema,
    })
    .refine((body) => body.paymentMethodId !== undefined || body.address !== undefined, {
      path: ['paymentMethodId'],
      message: 'is required (or an address for a virtual-currency channel)',
    }),
  response: withdrawalOrderSchema,
});

export const cancelWithdrawal = defineOperation({
  method: 'PUT',
  path: '/withdrawal/cancel/:id',
  auth: 'member',
  summary: 'Cancel a withdrawal that staff have not acted on yet (status 2 → −2); the hold is released.',
  params: z.strictObject({ id: idQuerySchema }),
  response: withdrawalOrderSchema,
});

const withdrawalReads = reviewOrderReads('withdrawal', withdrawalOrderSchema, 'withdrawal');
export const pageWithdrawals = withdrawalReads.page;
export const getWithdrawalDetail = withdrawalReads.detail;
export const listWithdrawalDetails = withdrawalReads.detailList;
