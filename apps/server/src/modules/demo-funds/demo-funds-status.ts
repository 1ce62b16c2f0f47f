import { and, eq } from 'drizzle-orm';
import type { DemoFundsStatus } from '@exchange/contracts';
import { demoFundClaims } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import {
  DEMO_FUNDS_AMOUNT,
  DEMO_FUNDS_ASSET,
  DEMO_FUNDS_WALLET,
  isDemoMarket,
  nextUtcMidnight,
  utcDay,
} from './demo-funds-rules';

/** `wallet/demo-funds/status`: whether demo funds exist here and when the caller may take them next. */
export const getDemoFundsStatus = async (context: AppContext, caller: Caller): Promise<DemoFundsStatus> => {
  const base = { amount: DEMO_FUNDS_AMOUNT, coin: DEMO_FUNDS_ASSET, wallet: DEMO_FUNDS_WALLET } as const;
  if (!isDemoMarket(context)) return { ...base, isAvailable: false, nextClaimAt: null };
  const nowMs = context.clock.nowMs();
  const [claimed] = await context.db
    .select({ day: demoFundClaims.day })
    .from(demoFundClaims)
    .where(and(eq(demoFundClaims.userId, caller.userId), eq(demoFundClaims.day, utcDay(nowMs))));
  return { ...base, isAvailable: true, nextClaimAt: claimed ? nextUtcMidnight(nowMs) : null };
};
