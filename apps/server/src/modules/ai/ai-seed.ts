import { AiKind, AiProductStatus } from '@exchange/contracts';
import { aiProducts } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { HouseAccount, houseAccountId } from '../ledger/index';
import { AI_QUOTE_ASSET } from './ai-rules';

/** The demo strategies: a BTC/USDT grid around the demo market's BTC price and an hourly ETH/USDT DCA over a day. */
export const DEMO_AI_PRODUCTS = [
  {
    name: 'BTC grid 85k–100k',
    description:
      'Spot grid on BTC/USDT: 30 cells between 85,000 and 100,000. At the start it buys the cells above the price at market; then each cell buys when the price falls to its line and sells one line higher.',
    kind: AiKind.quantitative,
    symbol: 'BTCUSDT',
    termSeconds: 7 * 86_400,
    minAmount: '150',
    maxAmount: '50000',
    managementFeeRate: '0.1',
    earlyExitFeeRate: '0.005',
    riskLevel: 3,
    gridLow: '85000',
    gridHigh: '100000',
    gridCount: 30,
  },
  {
    name: 'ETH daily DCA',
    description:
      'Buys ETH/USDT every hour for a day in 24 equal slices, then sells at market at the end of the term.',
    kind: AiKind.regular,
    symbol: 'ETHUSDT',
    termSeconds: 86_400,
    minAmount: '120',
    maxAmount: '20000',
    managementFeeRate: '0.1',
    earlyExitFeeRate: '0.005',
    riskLevel: 2,
    dcaIntervalSeconds: 3_600,
    dcaSlices: 24,
  },
] as const;

/**
 * Opens the house fees account in USDT and, on a demo start, adds the demo products (active) once: by name, so a
 * restart never adds a second and staff's own edits stay.
 */
export const seedAi = async (context: AppContext, isDemo: boolean) => {
  await houseAccountId(context.db, HouseAccount.fees, AI_QUOTE_ASSET);
  if (!isDemo) return;
  const now = new Date(context.clock.nowMs());
  for (const product of DEMO_AI_PRODUCTS)
    await context.db
      .insert(aiProducts)
      .values({
        ...product,
        status: AiProductStatus.active,
        updatedBy: 'seed',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
};
