import { desc, eq } from 'drizzle-orm';
import type { VipDetail, VipLevel } from '@exchange/contracts';
import { vipApplications } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { toVipApplication } from './apply-vip';
import { evaluateUser } from './vip-figures';
import { announceVipChanged, effectiveLevelOf, readStates } from './vip-runtime';
import { benefitsOf, readLevels, toVipLevel } from './vip-rules';

/** `GET vip/config/list`: every level, lowest first, as configured (public). */
export const listVipConfig = async (context: AppContext): Promise<VipLevel[]> =>
  (await readLevels(context.db)).map(toVipLevel);

/**
 * `GET vip/detail`: measures the caller now (30-day spot volume, holdings at live prices), stores the qualified level
 * as the hourly job would (and tells every instance when it moved), then answers the level in effect and why.
 */
export const getVipDetail = async (context: AppContext, caller: Caller): Promise<VipDetail> => {
  const levels = await readLevels(context.db);
  const evaluation = await evaluateUser(context, levels, caller.userId, context.clock.nowMs());
  if (evaluation.isChanged) await announceVipChanged(context, { userId: caller.userId });
  const nowMs = context.clock.nowMs();
  const state = (await readStates(context.db, caller.userId, nowMs)).get(caller.userId) ?? {
    qualifiedLevel: 0,
    approvedLevel: null,
    terms: [],
  };
  const effective = effectiveLevelOf(state, nowMs);
  const row = levels.find((level) => level.level === effective.level);
  const next = levels.find((level) => level.level > effective.level);
  const [application] = await context.db
    .select()
    .from(vipApplications)
    .where(eq(vipApplications.userId, caller.userId))
    .orderBy(desc(vipApplications.id))
    .limit(1);
  return {
    level: effective.level,
    name: row?.name ?? `VIP${effective.level}`,
    source: effective.source,
    benefits: benefitsOf(row),
    qualifiedLevel: evaluation.qualifiedLevel,
    purchasedLevel: effective.purchasedLevel,
    purchaseEndsAt: effective.purchaseEndsAtMs,
    approvedLevel: state.approvedLevel,
    ...evaluation.figures,
    evaluatedAt: evaluation.evaluatedAt,
    next: next
      ? {
          level: next.level,
          name: next.name,
          minVolume30d: toVipLevel(next).minVolume30d,
          minHoldings: toVipLevel(next).minHoldings,
        }
      : null,
    application: application ? toVipApplication(application) : null,
  };
};
