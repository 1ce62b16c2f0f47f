import { BigNumber } from 'bignumber.js';
import { canonicalDecimal } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import {
  RebateBusinessType,
  type InviteCode,
  type RebateConfig,
  type RebateExclusion,
  type RebateRole,
} from '@exchange/contracts';
import type { inviteCodes } from '../../platform/db/index';
import { rebateConfig, type DbOrTx } from '../../platform/db/index';
import { assert } from '../../platform/errors';

/** Rebates are cut down to 8 decimals (in the house's favour by less than 1e-8 per fee). */
export const REBATE_DECIMALS = 8;
/** The daily job runs at 00:10 UTC (croner's six fields, seconds first) for the UTC days before. */
export const REBATE_SCHEDULE = '0 10 0 * * *';
export const REBATE_PAYOUT_TIME = '00:10';
/** How many UTC days back each run looks for fees without a rebate computed (a missed run is caught up). */
export const REBATE_LOOKBACK_DAYS = 3;
export const DAY_MS = 86_400_000;
/** The actor on every payout transfer. */
export const REBATE_ACTOR = 'system:rebate';

export const BUSINESS_TYPE_OF: Record<RebateRole, number> = {
  inviter: RebateBusinessType.inviterCommission,
  invitee: RebateBusinessType.inviteeKickback,
  second_level: RebateBusinessType.secondLevel,
};
export const ROLE_OF_BUSINESS_TYPE = new Map(
  Object.entries(BUSINESS_TYPE_OF).map(([role, type]) => [type, role as RebateRole]),
);

export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const dayStartMs = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

export type RebateConfigRow = typeof rebateConfig.$inferSelect;

/** The seeded rules: 20 % of each fee to the inviter, 5 % to the inviter's inviter, at most half given back. */
export const SEED_REBATE_CONFIG = {
  isEnabled: true,
  level1Rate: '0.2',
  level2Rate: '0.05',
  maxKickbackRate: '0.5',
  dailyCaps: { USDT: '1000' } as Record<string, string>,
};

export const readRebateConfig = async (db: DbOrTx): Promise<RebateConfigRow> => {
  const [row] = await db.select().from(rebateConfig).where(eq(rebateConfig.id, 1));
  assert(row, 'invite: the rebate config row is missing (seed)');
  return row;
};

export const toRebateConfig = (row: RebateConfigRow): RebateConfig => ({
  isEnabled: row.isEnabled,
  level1Rate: canonicalDecimal(row.level1Rate),
  level2Rate: canonicalDecimal(row.level2Rate),
  maxKickbackRate: canonicalDecimal(row.maxKickbackRate),
  dailyCaps: Object.fromEntries(
    Object.entries(row.dailyCaps).map(([asset, cap]) => [asset, canonicalDecimal(cap)]),
  ),
  payoutTime: REBATE_PAYOUT_TIME,
});

/** One rebate a fee gives: who (by role), at what rate of the fee, how much. */
export interface RebateShare {
  role: RebateRole;
  rate: string;
  amount: string;
}

/**
 * What one fee gives (the rule the rebate rules page shows): the inviter level 1 × (1 − kickback), the friend level 1
 * × kickback, the inviter's inviter (when there is one) level 2. Each cut down to 8 decimals; a share of 0 is left out.
 */
export const splitRebate = (input: {
  fee: string;
  level1Rate: string;
  level2Rate: string;
  kickbackRate: string;
  hasSecondLevel: boolean;
}): RebateShare[] => {
  const level1 = new BigNumber(input.level1Rate);
  const kickback = new BigNumber(input.kickbackRate);
  const rates: [RebateRole, BigNumber][] = [
    ['inviter', level1.times(new BigNumber(1).minus(kickback))],
    ['invitee', level1.times(kickback)],
  ];
  if (input.hasSecondLevel) rates.push(['second_level', new BigNumber(input.level2Rate)]);
  return rates.flatMap(([role, rate]) => {
    const amount = new BigNumber(input.fee).times(rate).decimalPlaces(REBATE_DECIMALS, BigNumber.ROUND_DOWN);
    return amount.isZero() ? [] : [{ role, rate: rate.toFixed(), amount: amount.toFixed() }];
  });
};

export type InviteCodeRow = typeof inviteCodes.$inferSelect;

export const toInviteCode = (row: InviteCodeRow, friends: number): InviteCode => ({
  id: row.id,
  code: row.code,
  label: row.label,
  kickbackRate: canonicalDecimal(row.kickbackRate),
  isDefault: row.isDefault,
  status: row.status,
  friends,
  createdAt: row.createdAt.getTime(),
});

export type { RebateExclusion };
