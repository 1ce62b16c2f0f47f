import { and, desc, eq, inArray } from 'drizzle-orm';
import { ReviewStatus, type PendingDeposit, type PendingDeposits } from '@exchange/contracts';
import { paymentChannels, rechargeOrders } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { readDepositReviewMinutes } from './deposit-settings';
import { toRechargeOrder, type RechargeRow } from './recharge-orders';

/** Deposits not yet credited nor rejected: waiting (for the chain or for staff) or under review. */
export const IN_PROGRESS_DEPOSIT_STATUSES = [ReviewStatus.waitingForReview, ReviewStatus.underReview];

/** The most a wallet lists: more deposits in progress at once is not a person's wallet. */
const PENDING_LIMIT = 50;

/**
 * The step a deposit waits for: a chain watcher's confirmations while it follows the deposit and has not seen
 * enough, else staff's review.
 */
const toPendingDeposit = (row: RechargeRow, channelName: string): PendingDeposit => {
  const isConfirming =
    row.requiredConfirmations !== null &&
    row.confirmations !== null &&
    row.confirmations < row.requiredConfirmations;
  return {
    ...toRechargeOrder(row, channelName),
    step: isConfirming ? 'confirmations' : 'review',
    confirmations: row.confirmations,
    requiredConfirmations: row.requiredConfirmations,
  };
};

/**
 * `recharge/pending`: the caller's deposits in progress (only theirs), newest first, optionally of one coin, with the
 * usual review time staff set. A deposit leaves the list when it is credited (approved, or confirmed by a watcher) or
 * rejected.
 */
export const listPendingDeposits = async (
  context: AppContext,
  caller: Caller,
  query: { coin?: string | undefined },
): Promise<PendingDeposits> => {
  const rows = await context.db
    .select({ row: rechargeOrders, channelName: paymentChannels.name })
    .from(rechargeOrders)
    .leftJoin(paymentChannels, eq(paymentChannels.id, rechargeOrders.channelId))
    .where(
      and(
        eq(rechargeOrders.userId, caller.userId),
        inArray(rechargeOrders.status, IN_PROGRESS_DEPOSIT_STATUSES),
        query.coin === undefined ? undefined : eq(rechargeOrders.coin, query.coin),
      ),
    )
    .orderBy(desc(rechargeOrders.id))
    .limit(PENDING_LIMIT);
  return {
    reviewMinutes: await readDepositReviewMinutes(context.db),
    list: rows.map(({ row, channelName }) => toPendingDeposit(row, channelName ?? row.coin)),
  };
};
