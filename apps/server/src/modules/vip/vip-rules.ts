import { canonicalDecimal, canonicalDecimalOrNull } from '@exchange/domain';
import { randomInt } from 'node:crypto';
import { BigNumber } from 'bignumber.js';
import { asc } from 'drizzle-orm';
import type { AdminVipLevel, VipBenefits, VipLevel } from '@exchange/contracts';
import { vipLevels, type DbOrTx } from '../../platform/db/index';

export type VipLevelRow = typeof vipLevels.$inferSelect;

/** Purchases are paid in USDT from the spot wallet. */
export const VIP_ASSET = 'USDT';
export const VIP_WALLET = 'spot';
export const DAY_MS = 86_400_000;

/** A decimal as the API shows it: no trailing zeros. */

/** A purchase number: `V`, the UTC time to the second, ten random digits. */
export const vipPurchaseNumber = (nowMs: number) => {
  const stamp = new Date(nowMs).toISOString().replace(/\D/g, '').slice(0, 14);
  return `V${stamp}${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
};

/** Level 0 when staff configured none: no benefit at all. */
export const NO_BENEFITS: VipBenefits = {
  makerFeeDiscount: '0',
  takerFeeDiscount: '0',
  withdrawalLimitMultiplier: '1',
  hasPrioritySupport: false,
};

export const benefitsOf = (row: VipLevelRow | undefined): VipBenefits =>
  row
    ? {
        makerFeeDiscount: canonicalDecimal(row.makerFeeDiscount),
        takerFeeDiscount: canonicalDecimal(row.takerFeeDiscount),
        withdrawalLimitMultiplier: canonicalDecimal(row.withdrawalLimitMultiplier),
        hasPrioritySupport: row.hasPrioritySupport,
      }
    : NO_BENEFITS;

export const toVipLevel = (row: VipLevelRow): VipLevel => ({
  level: row.level,
  name: row.name,
  ...benefitsOf(row),
  minVolume30d: canonicalDecimalOrNull(row.minVolume30d),
  minHoldings: canonicalDecimalOrNull(row.minHoldings),
  price: canonicalDecimalOrNull(row.price),
  termDays: row.termDays,
  isPurchasable: row.isPurchasable,
  isApplicable: row.isApplicable,
});

export const toAdminVipLevel = (row: VipLevelRow): AdminVipLevel => ({
  ...toVipLevel(row),
  updatedAt: row.updatedAt.getTime(),
  updatedBy: row.updatedBy,
});

/** Every configured level, lowest first. */
export const readLevels = (db: DbOrTx) => db.select().from(vipLevels).orderBy(asc(vipLevels.level));

/**
 * The highest level the figures reach: a level counts when its volume threshold (30-day spot volume) or its holdings
 * threshold is set and reached. Level 0 always counts.
 */
export const qualifiedLevelOf = (
  levels: readonly VipLevelRow[],
  figures: { volume30d: string; holdings: string },
) => {
  let best = 0;
  for (const row of levels) {
    const byVolume = row.minVolume30d !== null && new BigNumber(figures.volume30d).gte(row.minVolume30d);
    const byHoldings = row.minHoldings !== null && new BigNumber(figures.holdings).gte(row.minHoldings);
    if (row.level === 0 || byVolume || byHoldings) best = Math.max(best, row.level);
  }
  return best;
};
