import { and, asc, eq, lte } from 'drizzle-orm';
import { C2cOrderStatus } from '@exchange/contracts';
import { c2cOrders } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { expireStep, runOrderStep } from './order-steps';

/** Every second (croner's six-field pattern, seconds first). */
export const EXPIRE_SCHEDULE = '* * * * * *';
const BATCH = 500;

/**
 * One run of `c2c.expire`: every order still unpaid at its deadline is cancelled and its escrow returned, each in
 * its own transaction whose guarded update makes it exactly once (a mark-paid, a cancel or a second run that got there
 * first leaves nothing to do). Returns how many it cancelled and how many failed.
 */
export const expireC2cOrders = async (context: AppContext, signal?: AbortSignal) => {
  const due = await context.db
    .select({ id: c2cOrders.id })
    .from(c2cOrders)
    .where(
      and(
        eq(c2cOrders.status, C2cOrderStatus.unpaid),
        lte(c2cOrders.payDeadline, new Date(context.clock.nowMs())),
      ),
    )
    .orderBy(asc(c2cOrders.payDeadline))
    .limit(BATCH);
  let expired = 0;
  let failed = 0;
  for (const order of due) {
    if (signal?.aborted) break;
    try {
      const view = await runOrderStep(context, order.id, { system: true }, expireStep);
      if (view.ending === 'timeout' && view.status === C2cOrderStatus.cancelled) expired += 1;
    } catch (error) {
      failed += 1;
      context.logger.error({ err: error, orderId: order.id }, 'c2c: expiry failed');
    }
  }
  return { expired, failed, due: due.length };
};

/** On the scheduler's leader: each second does everything due by then, so a missed second loses nothing. */
export const registerC2cJobs = (context: AppContext) => {
  context.scheduler.register({
    key: 'c2c.expire',
    schedule: EXPIRE_SCHEDULE,
    retryMs: 1_000,
    description: 'Cancels C2C orders left unpaid past their payment window and returns their escrow',
    run: async (_fireAtMs, { signal }) => {
      const { expired, failed, due } = await expireC2cOrders(context, signal);
      if (failed > 0) return { isFinished: false, note: `${failed} of ${due} failed; ${expired} expired` };
    },
  });
};
