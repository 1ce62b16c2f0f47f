import { z } from 'zod';
import { decimalStringSchema, pageQuerySchema, pageResultSchema } from '../../common';
import { defineOperation } from '../operation';
import { idQuerySchema } from '../wallet/wallet-common';
import {
  FAST_CONTRACT_UNAVAILABLE_REASONS,
  fastContractOrderSchema,
  fastContractPeriodSchema,
  fastContractSymbolSchema,
} from './fast-contract-common';

/** `open`: waiting for expiry, soonest first; `settled`: every other status, newest first. */
export const FAST_CONTRACT_SCOPES = ['open', 'settled'] as const;

export const pageFastContracts = defineOperation({
  method: 'GET',
  path: '/pay/quick-contract/page',
  auth: 'member',
  summary: "The caller's fast contracts, open or settled, optionally of one symbol.",
  query: z.strictObject({
    ...pageQuerySchema.shape,
    scope: z.enum(FAST_CONTRACT_SCOPES).default('settled'),
    symbol: fastContractSymbolSchema.optional(),
  }),
  response: pageResultSchema(fastContractOrderSchema),
});

export const getFastContract = defineOperation({
  method: 'GET',
  path: '/pay/quick-contract/detail',
  auth: 'member',
  summary: "One of the caller's fast contracts.",
  query: z.strictObject({ id: idQuerySchema }),
  response: fastContractOrderSchema,
});

export const fastContractInstrumentSchema = z.object({
  symbol: z.string(),
  periods: z.array(fastContractPeriodSchema),
});

/**
 * What the buy screen needs before a buy: whether the caller may buy (`unavailableReason` says why not), the stake
 * limits in USDT, the caller's stake in open contracts now, and per listed instrument its periods with payout, loss if
 * wrong and house edge.
 */
export const fastContractConfigSchema = z.object({
  isAvailable: z.boolean(),
  unavailableReason: z.enum(FAST_CONTRACT_UNAVAILABLE_REASONS).optional(),
  minStake: decimalStringSchema,
  maxStake: decimalStringSchema,
  maxOpenStakePerUser: decimalStringSchema,
  openStake: decimalStringSchema,
  instruments: z.array(fastContractInstrumentSchema),
});
export type FastContractConfig = z.infer<typeof fastContractConfigSchema>;

export const getFastContractConfig = defineOperation({
  method: 'GET',
  path: '/pay/quick-contract/config',
  auth: 'member',
  summary:
    'Whether fast contracts are open to the caller, the stake limits, and each instrument’s periods and rates.',
  response: fastContractConfigSchema,
});
