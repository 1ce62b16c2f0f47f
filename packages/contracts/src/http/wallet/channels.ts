import { z } from 'zod';
import { decimalStringSchema, pageQuerySchema, pageResultSchema } from '../../common';
import { defineOperation } from '../operation';
import { coinSchema, idQuerySchema } from './wallet-common';

/** How money moves: bank card 0, C2C 3, virtual currency 4 (spec §3), and third party 6. */
export const ChannelMethod = { bankCard: 0, c2c: 3, virtualCurrency: 4, thirdParty: 6 } as const;
export const channelMethodSchema = z.coerce
  .number()
  .int()
  .refine(
    (value) => [0, 3, 4, 6].includes(value),
    'must be 0 (bank card), 3 (C2C), 4 (virtual currency) or 6 (third party)',
  );

export const CHAIN_CODE_VALUES = ['BTC', 'ERC20', 'TRC20', 'XRP'] as const;
export const chainCodeSchema = z.enum(CHAIN_CODE_VALUES);

/** A deposit or withdrawal channel with its limits; withdrawal channels also carry fees and the daily limit. */
export const channelSchema = z.object({
  id: z.number().int(),
  methodType: z.number().int(),
  coin: z.string(),
  /** Chain code for virtual currency, '' otherwise. */
  chain: z.string(),
  name: z.string(),
  minAmount: decimalStringSchema,
  maxAmount: decimalStringSchema,
  feeFixed: decimalStringSchema,
  feeRate: decimalStringSchema,
  dailyLimit: decimalStringSchema.nullable(),
  /** Deposits to this chain need the memo/tag (XRP). */
  isMemoRequired: z.boolean(),
  /** What the user needs to pay: the operator's bank account (bank card), the provider page (third party). */
  details: z.record(z.string(), z.string()),
});
export type Channel = z.infer<typeof channelSchema>;

const channelFilter = { coin: coinSchema.optional(), methodType: channelMethodSchema.optional() };

export const listRechargeChannels = defineOperation({
  method: 'GET',
  path: '/recharge-channel/list',
  auth: 'member',
  summary: 'Enabled deposit channels, optionally of one coin or method.',
  query: z.strictObject(channelFilter),
  response: z.array(channelSchema),
});

export const pageRechargeChannels = defineOperation({
  method: 'GET',
  path: '/recharge-channel/page',
  auth: 'member',
  summary: 'Enabled deposit channels, a page at a time.',
  query: z.strictObject({ ...pageQuerySchema.shape, ...channelFilter }),
  response: pageResultSchema(channelSchema),
});

export const groupRechargeChannels = defineOperation({
  method: 'GET',
  path: '/recharge-channel/group-list',
  auth: 'member',
  summary: 'Enabled deposit channels grouped by method (bank card, C2C, virtual currency, third party).',
  query: z.strictObject({ coin: coinSchema.optional() }),
  response: z.array(z.object({ methodType: z.number().int(), channels: z.array(channelSchema) })),
});

export const listRechargeCoins = defineOperation({
  method: 'GET',
  path: '/recharge-channel/coin',
  auth: 'member',
  summary: 'The coins that can be deposited, with the methods available for each.',
  response: z.array(z.object({ coin: z.string(), methodTypes: z.array(z.number().int()) })),
});

export const listVirtualRechargeChannels = defineOperation({
  method: 'GET',
  path: '/recharge-channel/virtual-list',
  auth: 'member',
  summary: 'Virtual-currency deposit channels (one per coin × chain).',
  query: z.strictObject({ coin: coinSchema.optional() }),
  response: z.array(channelSchema),
});

export const listBankCardRechargeChannels = defineOperation({
  method: 'GET',
  path: '/recharge-channel/bank-card-list',
  auth: 'member',
  summary: "Bank-card deposit channels with the operator's receiving account.",
  query: z.strictObject({ coin: coinSchema.optional() }),
  response: z.array(channelSchema),
});

export const getRechargeChannel = defineOperation({
  method: 'GET',
  path: '/recharge-channel/get',
  auth: 'member',
  summary: 'One enabled deposit channel.',
  query: z.strictObject({ id: idQuerySchema }),
  response: channelSchema,
});

export const listWithdrawalChannels = defineOperation({
  method: 'GET',
  path: '/withdrawal/channel-list',
  auth: 'member',
  summary: 'Enabled withdrawal channels with fees and daily limits.',
  query: z.strictObject(channelFilter),
  response: z.array(channelSchema),
});
