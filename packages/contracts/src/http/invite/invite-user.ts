import { z } from 'zod';
import { pageQuerySchema, pageResultSchema, timestampMsSchema } from '../../common';
import { nameText } from '../../strict-text';
import { defineOperation } from '../operation';
import {
  INVITE_LABEL_MAX,
  REBATE_ROLES,
  assetAmountSchema,
  inviteCodeEntrySchema,
  rateFractionSchema,
  rebateConfigSchema,
  rebateDetailSchema,
} from './invite-common';

/** `GET pay/rebate/config` (spec "rebate config"): the rates and rules every rebate is computed by, public. */
export const getRebateConfig = defineOperation({
  method: 'GET',
  path: '/pay/rebate/config',
  auth: 'none',
  summary: 'The rebate rules: level-1 and level-2 rates, the largest kickback, daily caps, payout time.',
  response: rebateConfigSchema,
});

export const rebateStatisticsSchema = z.object({
  /** Users who registered with one of the caller's codes. */
  friends: z.number().int(),
  /** Friends who paid at least one fee (a rebate detail exists for them). */
  tradingFriends: z.number().int(),
  /** Paid to the caller, per asset, all time: read from the payout transfers (500, 501, 504). */
  earned: z.array(assetAmountSchema),
  /** Computed but not paid yet (today's and yesterday's before the payout). */
  pending: z.array(assetAmountSchema),
  /** Who invited the caller (masked), or null. */
  invitedBy: z.string().nullable(),
});
export type RebateStatistics = z.infer<typeof rebateStatisticsSchema>;

/** `GET pay/rebate/statistics`: friends, trading friends, earned and pending per asset. */
export const getRebateStatistics = defineOperation({
  method: 'GET',
  path: '/pay/rebate/statistics',
  auth: 'member',
  summary: 'The caller’s friends, trading friends, and rebates earned and pending per asset.',
  response: rebateStatisticsSchema,
});

export const rebateRewardSchema = z.object({
  /** The payout transfer (`rebate:<day>:<user>:<asset>:<role>`), its day, role, asset and amount. */
  transferId: z.string(),
  day: z.string(),
  role: z.enum(REBATE_ROLES),
  asset: z.string(),
  amount: z.string(),
  businessType: z.number().int(),
  paidAt: timestampMsSchema,
  /** How many fee rows it sums. */
  details: z.number().int(),
});
export type RebateReward = z.infer<typeof rebateRewardSchema>;

/** `GET pay/rebate/reward` (spec "reward"): the caller's payouts, newest first, read from the ledger. */
export const pageRebateRewards = defineOperation({
  method: 'GET',
  path: '/pay/rebate/reward',
  auth: 'member',
  summary: 'The caller’s rebate payouts, one per day, asset and role, newest first.',
  query: z.strictObject({
    ...pageQuerySchema.shape,
    pageSize: z.coerce.number().int().min(1).max(100).default(10),
  }),
  response: pageResultSchema(rebateRewardSchema),
});

export const rebateRankEntrySchema = z.object({
  rank: z.number().int(),
  /** Masked nickname. */
  name: z.string(),
  /** Paid over the window, valued in USDT at the live price (an asset without one counts 0). */
  amountUsdt: z.string(),
  isCaller: z.boolean(),
});
export type RebateRankEntry = z.infer<typeof rebateRankEntrySchema>;

export const REBATE_RANK_DAYS = 30;
export const REBATE_RANK_SIZE = 20;

/** `GET pay/rebate/rank` (spec "rank"): the top earners of the last 30 days. */
export const getRebateRank = defineOperation({
  method: 'GET',
  path: '/pay/rebate/rank',
  auth: 'member',
  summary: 'The 20 users paid the most rebates over the last 30 days (USDT value), names masked.',
  response: z.object({ list: z.array(rebateRankEntrySchema), days: z.number().int() }),
});

/** `GET pay/rebate/detail-page`: every fee a rebate came from, with what it gave and why (newest first). */
export const pageRebateDetails = defineOperation({
  method: 'GET',
  path: '/pay/rebate/detail-page',
  auth: 'member',
  summary: 'The caller’s rebate details: each links the fee transfer it came from and the payout transfer.',
  query: z.strictObject({
    ...pageQuerySchema.shape,
    pageSize: z.coerce.number().int().min(1).max(100).default(10),
    role: z.enum(REBATE_ROLES).optional(),
  }),
  response: pageResultSchema(rebateDetailSchema),
});

/** `GET member/invite-code/page`: the caller's codes (the default first), creating the default on first look. */
export const pageInviteCodes = defineOperation({
  method: 'GET',
  path: '/member/invite-code/page',
  auth: 'member',
  summary: 'The caller’s invite codes with their kickback and friend counts; the default first.',
  query: z.strictObject({
    ...pageQuerySchema.shape,
    pageSize: z.coerce.number().int().min(1).max(100).default(10),
  }),
  response: pageResultSchema(inviteCodeEntrySchema),
});

export const inviteCodeBodySchema = z.strictObject({
  label: nameText(1, INVITE_LABEL_MAX),
  /** At most the config's `maxKickbackRate`. */
  kickbackRate: rateFractionSchema,
});
export type InviteCodeBody = z.infer<typeof inviteCodeBodySchema>;

/** `POST member/invite-code/create`: a new code with its own label and kickback share. */
export const createInviteCode = defineOperation({
  method: 'POST',
  path: '/member/invite-code/create',
  auth: 'member',
  summary: 'Create an invite code with a label and the share of the commission it gives back to friends.',
  body: inviteCodeBodySchema,
  response: inviteCodeEntrySchema,
});

/** `PUT member/invite-code/update`: a code's label and kickback, for fees from now on. */
export const updateInviteCode = defineOperation({
  method: 'PUT',
  path: '/member/invite-code/update',
  auth: 'member',
  summary: 'Change a code’s label and kickback share; fees already computed keep the share they had.',
  body: inviteCodeBodySchema.extend({ id: z.number().int().positive() }),
  response: inviteCodeEntrySchema,
});

/** `PUT member/invite-code/default`: which code the invite link and QR code show. */
export const setDefaultInviteCode = defineOperation({
  method: 'PUT',
  path: '/member/invite-code/default',
  auth: 'member',
  summary: 'Make one of the caller’s codes the default (the one the invite link and QR code carry).',
  body: z.strictObject({ id: z.number().int().positive() }),
  response: inviteCodeEntrySchema,
});

export const inviteFriendSchema = z.object({
  /** Masked nickname. */
  name: z.string(),
  code: z.string(),
  registeredAt: timestampMsSchema,
  /** True once the friend paid a fee that computed a rebate. */
  hasTraded: z.boolean(),
});
export type InviteFriend = z.infer<typeof inviteFriendSchema>;

/** `GET member/invite-code/friends`: who registered with the caller's codes, newest first. */
export const pageInviteFriends = defineOperation({
  method: 'GET',
  path: '/member/invite-code/friends',
  auth: 'member',
  summary: 'Friends who registered with the caller’s codes (names masked), newest first; one code or all.',
  query: z.strictObject({
    ...pageQuerySchema.shape,
    pageSize: z.coerce.number().int().min(1).max(100).default(10),
    codeId: z.coerce.number().int().positive().optional(),
  }),
  response: pageResultSchema(inviteFriendSchema),
});
