import type { AppContext } from '../../platform/context';
import { releaseDueBlockOrders } from './release-block-trades';

/** Every minute, at second 0 (croner's six-field pattern). */
export const RELEASE_SCHEDULE = '0 * * * * *';

/**
 * `block-trade.release` on the scheduler's leader: releases every order whose lock-up has ended. Idempotent per order
 * (a guarded UPDATE in the transaction of its transfer), so a re-run, a retry or a new leader releases nothing twice;
 * any run releases everything due by then, so a skipped minute loses nothing but a minute.
 */
export const registerBlockTradeJobs = (context: AppContext) => {
  context.scheduler.register({
    key: 'block-trade.release',
    schedule: RELEASE_SCHEDULE,
    retryMs: 10_000,
    catchUpMs: 60_000,
    description: 'Releases block-trade assets whose lock-up has ended to the owners’ spot wallets',
    run: async (_fireAtMs, { signal }) => {
      const { due, released, failed } = await releaseDueBlockOrders(context, signal);
      if (failed > 0) return { isFinished: false, note: `${failed} of ${due} failed; ${released} released` };
    },
  });
};
