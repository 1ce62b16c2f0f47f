import { z } from 'zod';
import { decimalStringSchema, pageQuerySchema, pageResultSchema } from '../../common';
import { defineOperation } from '../operation';
import { chainCodeSchema } from './channels';
import {
  coinSchema,
  idListQuerySchema,
  idQuerySchema,
  positiveAmountSchema,
  reviewStatusSchema,
} from './wallet-common';

/** A deposit request as its owner (and staff) see it. `proofUrl` is an authorised path, not a public file. */
export const rechargeOrderSchema = z.object({
  id: z.number().int(),
  no: z.string(),
  userId: z.number().int(),
  channelId: z.number().int().nullable(),
  channelName: z.string(),
  methodType: z.number().int(),
  coin: z.string(),
  chain: z.string(),
  amount: decimalStringSchema,
  status: reviewStatusSchema,
  remark: z.string().nullable(),
  proofUrl: z.string().nullable(),
  txId: z.string().nullable(),
  createdAt: z.number().int(),
  reviewedAt: z.number().int().nullable(),
});
export type RechargeOrder = z.infer<typeof rechargeOrderSchema>;

/** A chain transaction hash as users paste it. */
export const txHashSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{16,128}$/, 'must be the transaction hash (16-128 letters or digits)');

export const depositAddressSchema = z.object({
  coin: z.string(),
  chain: z.string(),
  address: z.string(),
  /** The destination tag (XRP) the deposit must carry, '' when the chain needs none. */
  memo: z.string(),
  isMemoRequired: z.boolean(),
});

export const getDepositAddress = defineOperation({
  method: 'GET',
  path: '/recharge/udun-address',
  auth: 'member',
  summary:
    "The caller's deposit address on a chain, derived from the operator's extended public key (XRP: shared address + the caller's tag).",
  query: z.strictObject({ coin: coinSchema, chain: chainCodeSchema }),
  response: depositAddressSchema,
});

export const verifyRecharge = defineOperation({
  method: 'GET',
  path: '/recharge/verify',
  auth: 'member',
  summary:
    'Checks a deposit before it is submitted: the channel is enabled and the amount within its limits.',
  query: z.strictObject({ channelId: idQuerySchema, amount: positiveAmountSchema }),
  response: z.object({
    minAmount: decimalStringSchema,
    maxAmount: decimalStringSchema,
    isProofRequired: z.boolean(),
  }),
});

/**
 * Multipart: fields `channelId`, `amount`, optional `txHash`; file `proof` (a JPEG/PNG/WebP screenshot, required
 * for every method but virtual currency with a tx hash). Header `Idempotency-Key` required.
 */
export const submitRecharge = defineOperation({
  method: 'POST',
  path: '/recharge/submit',
  auth: 'member',
  multipart: true,
  summary: 'Submit a deposit for review with its payment proof (screenshot upload).',
  response: rechargeOrderSchema,
});

/** JSON variant for crypto deposits identified by their transaction hash (no screenshot). */
export const createRecharge = defineOperation({
  method: 'POST',
  path: '/recharge',
  auth: 'member',
  summary: 'Report a virtual-currency deposit by its transaction hash, for review.',
  body: z.strictObject({
    channelId: z.number().int().positive(),
    amount: positiveAmountSchema,
    txHash: txHashSchema,
  }),
  response: rechargeOrderSchema,
});

export const pageRecharges = defineOperation({
  method: 'GET',
  path: '/recharge/page',
  auth: 'member',
  summary: "The caller's deposits, newest first, optionally of one status.",
  query: z.strictObject({
    ...pageQuerySchema.shape,
    status: z.coerce.number().pipe(reviewStatusSchema).optional(),
    coin: coinSchema.optional(),
  }),
  response: pageResultSchema(rechargeOrderSchema),
});

export const getRechargeDetail = defineOperation({
  method: 'GET',
  path: '/recharge/detail',
  auth: 'member',
  summary: "One of the caller's deposits.",
  query: z.strictObject({ id: idQuerySchema }),
  response: rechargeOrderSchema,
});

export const getRechargeByNo = defineOperation({
  method: 'GET',
  path: '/recharge/get',
  auth: 'member',
  summary: "One of the caller's deposits by its order number.",
  query: z.strictObject({ no: z.string().regex(/^[A-Z0-9]{6,40}$/, 'must be an order number') }),
  response: rechargeOrderSchema,
});

export const listRechargeDetails = defineOperation({
  method: 'GET',
  path: '/recharge/detail-list',
  auth: 'member',
  summary: "The caller's deposits with these ids.",
  query: z.strictObject({ ids: idListQuerySchema }),
  response: z.array(rechargeOrderSchema),
});
