import { z } from 'zod';
import { timestampMsSchema } from '../../common';

/**
 * Ledger business types of rebates (spec: 500/501/504/505): 500 the inviter's commission on a friend's fee, 501 the
 * friend's kickback (the share of the commission the inviter's code gives back), 504 the second-level commission
 * (the inviter's own inviter). 505 is not used: every rebate is one of the three.
 */
export const RebateBusinessType = { inviterCommission: 500, inviteeKickback: 501, secondLevel: 504 } as const;

/** Who a rebate detail pays: the inviter (level 1), the invitee (kickback) or the inviter's inviter (level 2). */
export const REBATE_ROLES = ['inviter', 'invitee', 'second_level'] as const;
export type RebateRole = (typeof REBATE_ROLES)[number];

/** A detail row's state: 0 waiting for the day's payout, 1 paid, 2 excluded (with a reason). */
export const RebateStatus = { pending: 0, paid: 1, excluded: 2 } as const;
export type RebateStatus = (typeof RebateStatus)[keyof typeof RebateStatus];

/** Why a rebate was not (or not fully) paid. */
export const REBATE_EXCLUSIONS = ['same_identity', 'code_suspended', 'disabled', 'daily_cap'] as const;
export type RebateExclusion = (typeof REBATE_EXCLUSIONS)[number];

/** An invite code's state: 1 active, 0 suspended by staff (no new registrations, no rebates from it). */
export const InviteCodeStatus = { active: 1, suspended: 0 } as const;

/** How many codes one user may hold, and the longest label. */
export const INVITE_CODES_MAX = 20;
export const INVITE_LABEL_MAX = 40;

/** A fraction 0–1 with at most 4 decimals, as a decimal string. */
export const rateFractionSchema = z
  .string()
  .regex(/^(0(\.\d{1,4})?|1(\.0{1,4})?)$/, 'must be a fraction 0–1 with at most 4 decimals');

export const inviteCodeEntrySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  label: z.string(),
  /** The share of the level-1 commission given back to friends who registered with this code. */
  kickbackRate: z.string(),
  isDefault: z.boolean(),
  status: z.number().int(),
  friends: z.number().int(),
  createdAt: timestampMsSchema,
});
export type InviteCode = z.infer<typeof inviteCodeEntrySchema>;

export const rebateConfigSchema = z.object({
  isEnabled: z.boolean(),
  /** The inviter's commission: this fraction of each fee a friend pays. */
  level1Rate: z.string(),
  /** The inviter's inviter's commission on the same fee. */
  level2Rate: z.string(),
  /** The largest kickback share a code may give back (the rest of level 1 stays the inviter's). */
  maxKickbackRate: z.string(),
  /** Per beneficiary, day (UTC) and asset: the most that is paid; assets not listed have no cap. */
  dailyCaps: z.record(z.string(), z.string()),
  /** When the daily payout runs (UTC time of day, HH:MM) for the day before. */
  payoutTime: z.string(),
});
export type RebateConfig = z.infer<typeof rebateConfigSchema>;

export const rebateDetailSchema = z.object({
  id: z.number().int(),
  /** The UTC day of the fee (YYYY-MM-DD). */
  day: z.string(),
  role: z.enum(REBATE_ROLES),
  asset: z.string(),
  /** The fee it came from: its ledger transfer, amount, business type and time. */
  feeTransferId: z.string(),
  feeAmount: z.string(),
  feeBusinessType: z.number().int(),
  feeAt: timestampMsSchema,
  /** The rate applied to the fee, and what it gave. */
  rate: z.string(),
  amount: z.string(),
  paidAmount: z.string(),
  status: z.number().int(),
  exclusion: z.enum(REBATE_EXCLUSIONS).nullable(),
  /** The friend who paid the fee (masked), and the payout transfer once paid. */
  friend: z.string(),
  payoutTransferId: z.string().nullable(),
});
export type RebateDetail = z.infer<typeof rebateDetailSchema>;

export const assetAmountSchema = z.object({ asset: z.string(), amount: z.string() });
export type AssetAmount = z.infer<typeof assetAmountSchema>;
