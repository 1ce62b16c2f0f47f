import { vipLevels } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { HouseAccount, houseAccountId } from '../ledger/index';
import { VIP_ASSET } from './vip-rules';

/**
 * VIP0–VIP3 with real benefits (anchor: Binance's spot VIP table — discounts grow with 30-day volume or holdings).
 * Inserted once; a level staff changed since is left as they set it.
 */
export const SEED_LEVELS = [
  {
    level: 0,
    name: 'VIP0',
    makerFeeDiscount: '0',
    takerFeeDiscount: '0',
    withdrawalLimitMultiplier: '1',
    hasPrioritySupport: false,
    minVolume30d: null,
    minHoldings: null,
    price: null,
    termDays: null,
    isPurchasable: false,
    isApplicable: false,
  },
  {
    level: 1,
    name: 'VIP1',
    makerFeeDiscount: '0.1',
    takerFeeDiscount: '0.1',
    withdrawalLimitMultiplier: '1.5',
    hasPrioritySupport: false,
    minVolume30d: '100000',
    minHoldings: '10000',
    price: '50',
    termDays: 30,
    isPurchasable: true,
    isApplicable: true,
  },
  {
    level: 2,
    name: 'VIP2',
    makerFeeDiscount: '0.2',
    takerFeeDiscount: '0.15',
    withdrawalLimitMultiplier: '2',
    hasPrioritySupport: true,
    minVolume30d: '1000000',
    minHoldings: '50000',
    price: '200',
    termDays: 30,
    isPurchasable: true,
    isApplicable: true,
  },
  {
    level: 3,
    name: 'VIP3',
    makerFeeDiscount: '0.3',
    takerFeeDiscount: '0.25',
    withdrawalLimitMultiplier: '3',
    hasPrioritySupport: true,
    minVolume30d: '5000000',
    minHoldings: '200000',
    price: '800',
    termDays: 30,
    isPurchasable: true,
    isApplicable: true,
  },
] as const;

export const seedVip = async (context: AppContext) => {
  const now = new Date(context.clock.nowMs());
  await context.db
    .insert(vipLevels)
    .values(SEED_LEVELS.map((level) => ({ ...level, updatedBy: 'seed', createdAt: now, updatedAt: now })))
    .onConflictDoNothing();
  // The house account exists from the first start, at zero, so the back office's house-account view names it.
  await houseAccountId(context.db, HouseAccount.vipSales, VIP_ASSET);
};
