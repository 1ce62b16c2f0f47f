import { AllotmentRule, SubscriptionKind } from '@exchange/contracts';
import { subscriptionProjects } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { HouseAccount, houseAccountId } from '../ledger/index';
import { seedHashOf } from './allotment';
import { SUBSCRIPTION_QUOTE } from './subscription-rules';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The demo's projects (DEMO_SEED only), inserted once by token symbol (a later start leaves them as they are): an IEO
 * open for a week from the first start, pro rata, and an IPO lottery opening in two days.
 */
export const seedDemoProjects = async (context: AppContext) => {
  const nowMs = context.clock.nowMs();
  const ieoEnd = nowMs + 7 * DAY_MS;
  const ipoStart = nowMs + 2 * DAY_MS;
  const seed = `demo-seed-${nowMs}`;
  await context.db
    .insert(subscriptionProjects)
    .values([
      {
        name: 'Nova Chain',
        symbol: 'NOVA',
        logo: '/favicon.svg',
        description:
          'Demo IEO: commit USDT during the window; at the close every commitment is allotted pro rata to the supply and the rest is refunded.',
        kind: SubscriptionKind.ieo,
        rule: AllotmentRule.proRata,
        price: '0.05',
        totalSupply: '1000000',
        precision: 2,
        minPerUser: '100',
        maxPerUser: '200000',
        startAt: new Date(nowMs - HOUR_MS),
        endAt: new Date(ieoEnd),
        distributeAt: new Date(ieoEnd + HOUR_MS),
        listAt: new Date(ieoEnd + 2 * HOUR_MS),
        createdBy: 'system:seed',
      },
      {
        name: 'Orbit Labs',
        symbol: 'ORBT',
        logo: '/favicon.svg',
        description:
          'Demo IPO: request a ration during the window; at the close the published lottery decides, losers are refunded.',
        kind: SubscriptionKind.ipo,
        rule: AllotmentRule.lottery,
        price: '2',
        totalSupply: '50000',
        precision: 0,
        minPerUser: '10',
        maxPerUser: '5000',
        startAt: new Date(ipoStart),
        endAt: new Date(ipoStart + 3 * DAY_MS),
        distributeAt: new Date(ipoStart + 3 * DAY_MS + HOUR_MS),
        listAt: new Date(ipoStart + 3 * DAY_MS + 2 * HOUR_MS),
        seed,
        seedHash: seedHashOf(seed),
        createdBy: 'system:seed',
      },
    ])
    .onConflictDoNothing({ target: subscriptionProjects.symbol });
};

/** The house book's USDT account exists from the first start, at zero, so the back office names it. */
export const seedSubscriptionBook = async (context: AppContext) =>
  void (await houseAccountId(context.db, HouseAccount.subscriptionBook, SUBSCRIPTION_QUOTE));
