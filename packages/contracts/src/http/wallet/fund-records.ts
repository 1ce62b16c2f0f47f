import { z } from 'zod';
import { decimalStringSchema, pageQuerySchema, pageResultSchema } from '../../common';
import { defineOperation } from '../operation';
import { coinSchema, ledgerWalletCodeSchema } from './wallet-common';

/** Spec §3 fund-record type: all 3, add 1, subtract 2, swap 4, transfer 5. */
export const fundRecordTypeSchema = z.coerce
  .number()
  .int()
  .refine(
    (value) => [1, 2, 3, 4, 5].includes(value),
    'must be 1 (add), 2 (subtract), 3 (all), 4 (swap) or 5 (transfer)',
  );

/**
 * One balance movement of the caller, read from the ledger: `amount` signed (+ in, − out) in `wallet`; `type` is the
 * record type it counts under (1 add, 2 subtract, 4 swap, 5 transfer); `businessType` the spec §3 ledger code;
 * `frozen` true for a hold placed (or released) rather than money moved.
 */
export const fundRecordSchema = z.object({
  id: z.string(),
  type: z.number().int(),
  businessType: z.number().int(),
  wallet: ledgerWalletCodeSchema,
  coin: z.string(),
  amount: decimalStringSchema,
  isHold: z.boolean(),
  ref: z.string().nullable(),
  createdAt: z.number().int(),
});
export type FundRecord = z.infer<typeof fundRecordSchema>;

export const listFundRecords = defineOperation({
  method: 'GET',
  path: '/wallet/fund-record/page',
  auth: 'member',
  summary: "The caller's fund records of one type (3 all), newest first.",
  query: z.strictObject({
    ...pageQuerySchema.shape,
    type: fundRecordTypeSchema.default(3),
    coin: coinSchema.optional(),
    wallet: ledgerWalletCodeSchema.optional(),
  }),
  response: pageResultSchema(fundRecordSchema),
});

export const listFundRecordDetails = defineOperation({
  method: 'GET',
  path: '/wallet/fund-record/detail-list',
  auth: 'member',
  summary: "The caller's fund records with these ids (others' ids are simply absent).",
  query: z.strictObject({
    ids: z
      .string()
      .max(5000)
      .transform((value) => [...new Set(value.split(',').filter(Boolean))])
      .pipe(z.array(z.string().max(200)).min(1, 'must name at least one id').max(50, 'at most 50 ids')),
  }),
  response: z.array(fundRecordSchema),
});
