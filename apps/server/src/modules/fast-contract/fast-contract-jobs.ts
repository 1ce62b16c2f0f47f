import type { AppContext } from '../../platform/context';
import { prunePrices } from './price-recorder';
import { settleDueFastContracts } from './settle-fast-contracts';

/** Every second (croner's six-field pattern, seconds first). */
export const SETTLE_SCHEDULE = '* * * * * *';
/** Every ten minutes, at second 0. */
export const PRUNE_SCHEDULE = '0 */10 * * * *';

/**
 * The settlement job (`fast-contract.settle`) and the recorded prices' pruning (`fast-contract.prune-prices`), both on
 * the scheduler's leader only. Settlement is idempotent per order (a guarded UPDATE in the transaction that moves the
 * money), so a re-run, a retry or a new leader after a failover settles nothing twice; any slot settles every order
 * due by then, so a skipped slot loses nothing.
 */
export const registerFastContractJobs = (context: AppContext) => {
  context.scheduler.register({
    key: 'fast-contract.settle',
    schedule: SETTLE_SCHEDULE,
    retryMs: 1_000,
    description: 'Settles fast contracts past their expiry at the price recorded for the expiry second',
    run: async (_fireAtMs, { signal }) => {
      const { due, settled, failed } = await settleDueFastContracts(context, signal);
      if (failed > 0) return { isFinished: false, note: `${failed} of ${due} failed; ${settled} settled` };
    },
  });
  context.scheduler.register({
    key: 'fast-contract.prune-prices',
    schedule: PRUNE_SCHEDULE,
    // A slot missed (downtime, a failover) is made up until the next one.
    catchUpMs: 10 * 60_000,
    description: 'Deletes recorded fast-contract prices older than the retention',
    run: async (fireAtMs) => {
      await prunePrices(context, fireAtMs);
    },
  });
};
