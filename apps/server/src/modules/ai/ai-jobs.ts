import type { AppContext } from '../../platform/context';
import { runAiEngine } from './ai-engine';
import { settleDueAiOrders } from './settle-ai';

/** Every five seconds (croner's six-field pattern, seconds first). */
export const AI_RUN_SCHEDULE = '*/5 * * * * *';
export const AI_SETTLE_SCHEDULE = '*/5 * * * * *';

/**
 * The strategy engine (`ai.run`) and the term settlement (`ai.settle`), on the scheduler's leader only. Both act per
 * order in the owner's money transaction, re-checked under the lock; settlement is exactly once per order (a guarded
 * UPDATE in the transaction that moves the money), so a re-run or a new leader after a failover settles nothing twice.
 */
export const registerAiJobs = (context: AppContext) => {
  context.scheduler.register({
    key: 'ai.run',
    schedule: AI_RUN_SCHEDULE,
    description: 'Runs the AI strategies (grid, DCA) on the live spot price: child orders are spot fills',
    run: async (_fireAtMs, { signal }) => {
      const { failed, stepped } = await runAiEngine(context, signal);
      if (failed > 0) return { isFinished: false, note: `${failed} failed; ${stepped} stepped` };
    },
  });
  context.scheduler.register({
    key: 'ai.settle',
    schedule: AI_SETTLE_SCHEDULE,
    retryMs: 1_000,
    description:
      'Settles AI orders at the end of their term: sells at market, takes the disclosed fee, pays out',
    run: async (_fireAtMs, { signal }) => {
      const { due, settled, failed } = await settleDueAiOrders(context, signal);
      if (failed > 0) return { isFinished: false, note: `${failed} of ${due} failed; ${settled} settled` };
    },
  });
};
