import type { AppContext } from '../../platform/context';
import { settleFunding } from './funding';

/** A funding settlement missed while no leader ran is made up within this long after its time, not later. */
export const FUNDING_CATCH_UP_MS = 60 * 60_000;
/** A period still waiting for a live price is tried again this often. */
export const FUNDING_RETRY_MS = 10_000;
/** 00:00, 08:00 and 16:00 UTC: the multiples of FUNDING_INTERVAL_MS (8 h) that fundingPeriodStart returns. */
export const FUNDING_SCHEDULE = '0 0,8,16 * * *';

/**
 * Funding settles on the scheduler's leader, once per period (DESIGN.md §8). settleFunding is idempotent per period
 * (its round row and each position's fundedPeriodMs), so a re-run or a new leader's run pays nothing twice.
 */
export const registerFundingJob = (context: AppContext) =>
  context.scheduler.register({
    key: 'contract.funding',
    schedule: FUNDING_SCHEDULE,
    catchUpMs: FUNDING_CATCH_UP_MS,
    retryMs: FUNDING_RETRY_MS,
    description: 'Settles funding for the period on every open perpetual position',
    run: async (periodMs) => {
      const waiting = await settleFunding(context, periodMs);
      if (waiting.length > 0)
        return { isFinished: false, note: `waiting for a live price: ${waiting.join(', ')}` };
    },
  });
