import { z } from 'zod';
import { decimalStringSchema } from '../../common';
import { defineOperation, type MultipartSpec } from '../operation';
import { chainCodeSchema } from './channels';
import {
  coinSchema,
  idQuerySchema,
  positiveAmountSchema,
  reviewOrderReads,
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
export const rechargeSubmitForm = {
  fields: z.strictObject({
    channelId: z.coerce.number<string>().int().positive('must be a channel id'),
    amount: positiveAmountSchema,
    /** A browser sends an untouched input as an empty string: that is no hash. */
    txHash: z.preprocess((value) => (value === '' ? undefined : value), txHashSchema.optional()),
  }),
  files: ['proof'],
} satisfies MultipartSpec;

export const submitRecharge = defineOperation({
  method: 'POST',
  path: '/recharge/submit',
  auth: 'member',
  requiresIdempotencyKey: true,
  multipart: rechargeSubmitForm,
  summary: 'Submit a deposit for review with its payment proof (screenshot upload).',
  response: rechargeOrderSchema,
});

/** JSON variant for crypto deposits identified by their transaction hash (no screenshot). */
export const createRecharge = defineOperation({
  method: 'POST',
  path: '/recharge',
  auth: 'member',
  requiresIdempotencyKey: true,
  summary: 'Report a virtual-currency deposit by its transaction hash, for review.',
  body: z.strictObject({
    channelId: z.number().int().positive(),
    amount: positiveAmountSchema,
    txHash: txHashSchema,
  }),
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

const rechargeReads = reviewOrderReads('recharge', rechargeOrderSchema, 'deposit');
export const pageRecharges = rechargeReads.page;
export const getRechargeDetail = rechargeReads.detail;
export const listRechargeDetails = rechargeReads.detailList;
