import { BigNumber } from 'bignumber.js';
import type {
  INVITE_CODES_MAX as CodesMax,
  INVITE_LABEL_MAX as LabelMax,
  InviteCodeStatus as CodeStatusValues,
  REBATE_ROLES as RolesValues,
  RebateExclusion,
  RebateStatus as StatusValues,
} from '@exchange/contracts/http/invite/index';
import { paths } from '@/config/paths';

/*
 * The contract's constants, checked against it at compile time (a value import would bring zod into the chunk).
 */

/** How many codes one user may hold, and the longest label. */
export const INVITE_CODES_MAX = 20 satisfies typeof CodesMax;
export const INVITE_LABEL_MAX = 40 satisfies typeof LabelMax;

/** A code's state: active, or suspended by staff (no registrations, no rebates, no changes). */
export const InviteCodeStatus = { active: 1, suspended: 0 } as const satisfies typeof CodeStatusValues;

/** A rebate detail's state. */
export const RebateStatus = { pending: 0, paid: 1, excluded: 2 } as const satisfies typeof StatusValues;

/** Who a rebate pays: the inviter (level 1), the friend (kickback), the inviter's inviter (level 2). */
export const REBATE_ROLES = ['inviter', 'invitee', 'second_level'] as const satisfies typeof RolesValues;

export type { RebateExclusion };

/** The link a friend registers with: the registration screen reads `?inviteCode=`. */
export const inviteLinkOf = (code: string) =>
  `${window.location.origin}${paths.register.path}?inviteCode=${encodeURIComponent(code)}`;

/** What a kickback `kickbackRate` (a share of the level-1 commission) splits a fee's level-1 rebate into. */
export function kickbackSplit(level1Rate: string, kickbackRate: string) {
  const level1 = new BigNumber(level1Rate);
  const kickback = new BigNumber(kickbackRate);
  return {
    keepRate: level1.times(new BigNumber(1).minus(kickback)).toFixed(),
    giveRate: level1.times(kickback).toFixed(),
  };
}

/** A percentage as typed (`30`, `12.5`): 0–100 with at most 2 decimals, the contract's 4-decimal fraction. */
const PERCENT_INPUT = /^\d{1,3}(\.\d{1,2})?$/;

export const isPercentInput = (text: string) =>
  PERCENT_INPUT.test(text.trim()) && new BigNumber(text.trim()).isLessThanOrEqualTo(100);

/** `30` → `0.3`: the fraction the API takes. */
export const percentToFraction = (percent: string) => new BigNumber(percent.trim()).div(100).toFixed();

/** `0.3` → `30`: the fraction as the form shows it. */
export const fractionToPercent = (fraction: string) => new BigNumber(fraction).times(100).toFixed();

/** Whether a kickback typed as a percentage stays within the rules' maximum (a fraction). */
export const isWithinMax = (percent: string, maxKickbackRate: string) =>
  new BigNumber(percentToFraction(percent)).isLessThanOrEqualTo(maxKickbackRate);

/** A detail paid in part: the daily cap was reached while paying it. */
export const isCapped = (detail: { status: number; amount: string; paidAmount: string }) =>
  detail.status === RebateStatus.paid && new BigNumber(detail.paidAmount).isLessThan(detail.amount);
