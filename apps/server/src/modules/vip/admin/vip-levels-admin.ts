import { canonicalDecimal } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AdminVipLevel, VipLevelInput } from '@exchange/contracts';
import { vipLevels } from '../../../platform/db/index';
import type { AppContext } from '../../../platform/context';
import { assert } from '../../../platform/errors';
import { auditedTransaction, recordAudit } from '../../../platform/http/staff-audit';
import { announceVipChanged } from '../vip-runtime';
import { readLevels, toAdminVipLevel, toVipLevel } from '../vip-rules';

/** `GET vip/levels`: every level as configured, lowest first. */
export const listVipLevels = async (context: AppContext): Promise<AdminVipLevel[]> =>
  (await readLevels(context.db)).map(toAdminVipLevel);

const orNull = (value: string | null) => (value === null ? null : canonicalDecimal(value));

/**
 * `PUT vip/levels`: creates or replaces one level by number, audited with before and after in the same transaction.
 * New purchases and every fee and limit use it at once (every instance reloads the levels); a term already bought
 * keeps its price and end. Nothing here sets anyone's level.
 */
export const saveVipLevel = async (
  context: AppContext,
  request: FastifyRequest,
  body: VipLevelInput,
): Promise<AdminVipLevel> => {
  const now = new Date(context.clock.nowMs());
  const updatedBy = `staff:${request.staff?.staffId ?? 'unknown'}`;
  const values = {
    name: body.name,
    makerFeeDiscount: canonicalDecimal(body.makerFeeDiscount),
    takerFeeDiscount: canonicalDecimal(body.takerFeeDiscount),
    withdrawalLimitMultiplier: canonicalDecimal(body.withdrawalLimitMultiplier),
    hasPrioritySupport: body.hasPrioritySupport,
    minVolume30d: orNull(body.minVolume30d),
    minHoldings: orNull(body.minHoldings),
    price: orNull(body.price),
    termDays: body.termDays,
    isPurchasable: body.isPurchasable,
    isApplicable: body.isApplicable,
    updatedBy,
    updatedAt: now,
  };
  const saved = await auditedTransaction(context.db, request, async (tx) => {
    const [before] = await tx.select().from(vipLevels).where(eq(vipLevels.level, body.level)).for('update');
    const [row] = await tx
      .insert(vipLevels)
      .values({ level: body.level, ...values, createdAt: now })
      .onConflictDoUpdate({ target: vipLevels.level, set: values })
      .returning();
    assert(row, 'vip: level upsert returned nothing');
    recordAudit(request, {
      target: `vip-level:${body.level}`,
      before: before ? toVipLevel(before) : null,
      after: toVipLevel(row),
    });
    return row;
  });
  await announceVipChanged(context, { levels: true });
  return toAdminVipLevel(saved);
};
