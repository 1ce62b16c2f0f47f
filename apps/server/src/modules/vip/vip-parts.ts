import { BigNumber } from 'bignumber.js';
import { and, eq } from 'drizzle-orm';
import { VipApplicationStatus, type AdminUserVip, type AdminVipReachedBy } from '@exchange/contracts';
import { canonicalDecimal } from '@exchange/domain';
import type { AppContext } from '../../platform/context';
import { vipApplications, vipLevels, vipUserLevels } from '../../platform/db/index';
import type { StaffUserViewPart } from '../member/index';
import type { SpotFeeDiscount } from '../spot/index';
import type { WithdrawalLimitBoost } from '../wallet/index';
import { toVipApplication } from './apply-vip';
import { effectiveLevelOf, readStates, vipRuntimeOf } from './vip-runtime';
import type { VipLevelRow } from './vip-rules';

/** The spot fee discount of the caller's level in effect (from memory: every fill asks). */
export const vipSpotFeeDiscount: SpotFeeDiscount = {
  name: 'vip',
  discountFor: (context, userId) => {
    const benefits = vipRuntimeOf(context).benefitsFor(userId);
    return { maker: benefits.makerFeeDiscount, taker: benefits.takerFeeDiscount };
  },
};

/** The withdrawal daily limit multiplier of the caller's level in effect. */
export const vipWithdrawalLimitBoost: WithdrawalLimitBoost = {
  name: 'vip',
  multiplierFor: (context, userId) => vipRuntimeOf(context).benefitsFor(userId).withdrawalLimitMultiplier,
};

/** Which threshold of the level the stored figures reach (volume first); `qualified` when neither does any more. */
const reachedByQualification = (
  row: VipLevelRow | undefined,
  stored: { volume30d: string; holdings: string } | undefined,
): AdminVipReachedBy => {
  if (!row || !stored) return 'qualified';
  if (row.minVolume30d !== null && new BigNumber(stored.volume30d).gte(row.minVolume30d)) return 'volume';
  if (row.minHoldings !== null && new BigNumber(stored.holdings).gte(row.minHoldings)) return 'holdings';
  return 'qualified';
};

/**
 * The staff user view's VIP part (`vip`): the level in effect now and how it was reached, the purchased term's end,
 * the last evaluation's figures and the application waiting for review. Reads what is stored: it measures nothing.
 */
export const staffVipView = (context: AppContext): StaffUserViewPart => ({
  read: async (db, userId) => {
    const nowMs = context.clock.nowMs();
    const state = (await readStates(db, userId, nowMs)).get(userId) ?? {
      qualifiedLevel: 0,
      approvedLevel: null,
      terms: [],
    };
    const effective = effectiveLevelOf(state, nowMs);
    const [row] = await db.select().from(vipLevels).where(eq(vipLevels.level, effective.level));
    const [stored] = await db.select().from(vipUserLevels).where(eq(vipUserLevels.userId, userId));
    const [pending] = await db
      .select()
      .from(vipApplications)
      .where(
        and(eq(vipApplications.userId, userId), eq(vipApplications.status, VipApplicationStatus.pending)),
      );
    const vip: AdminUserVip = {
      level: effective.level,
      name: row?.name ?? `VIP${effective.level}`,
      reachedBy: effective.source === 'qualified' ? reachedByQualification(row, stored) : effective.source,
      qualifiedLevel: state.qualifiedLevel,
      purchasedLevel: effective.purchasedLevel,
      purchaseEndsAt: effective.purchaseEndsAtMs,
      approvedLevel: state.approvedLevel,
      volume30d: stored ? canonicalDecimal(stored.volume30d) : null,
      holdings: stored ? canonicalDecimal(stored.holdings) : null,
      evaluatedAt: stored?.evaluatedAt.getTime() ?? null,
      pendingApplication: pending ? toVipApplication(pending) : null,
    };
    return { vip };
  },
});
