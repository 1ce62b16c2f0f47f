import type { AppContext } from '../../platform/context';
import { runAllotment } from './allot-subscriptions';
import { runDistribution } from './distribute-subscriptions';
import { runListing } from './list-subscriptions';

/** Every five seconds (croner's six-field pattern, seconds first). */
export const SUBSCRIPTION_SCHEDULE = '*/5 * * * * *';

/**
 * The allotment (`subscription.allot`), distribution (`subscription.distribute`) and listing (`subscription.list`)
 * jobs, on the scheduler's leader. Each is idempotent per (project, user): a guarded UPDATE in the transaction that
 * moves the money, and transfer ids per order; any run does everything due by then, so a skipped slot loses nothing.
 */
export const registerSubscriptionJobs = (context: AppContext) => {
  context.scheduler.register({
    key: 'subscription.allot',
    schedule: SUBSCRIPTION_SCHEDULE,
    retryMs: 1_000,
    description: 'Closes subscription windows that ended and allots every order by the published rule',
    run: async (_fireAtMs, { signal }) => {
      const { failed, settled } = await runAllotment(context, signal);
      if (failed > 0) return { isFinished: false, note: `${failed} failed; ${settled} allotted` };
    },
  });
  context.scheduler.register({
    key: 'subscription.distribute',
    schedule: SUBSCRIPTION_SCHEDULE,
    retryMs: 1_000,
    description: 'Distributes allotted subscription tokens to spot wallets at the distribution time',
    run: async (_fireAtMs, { signal }) => {
      const { failed, distributed } = await runDistribution(context, signal);
      if (failed > 0) return { isFinished: false, note: `${failed} failed; ${distributed} distributed` };
    },
  });
  context.scheduler.register({
    key: 'subscription.list',
    schedule: SUBSCRIPTION_SCHEDULE,
    retryMs: 5_000,
    description: 'Lists distributed subscription tokens as spot pairs at their listing time',
    run: async () => {
      await runListing(context);
    },
  });
};
