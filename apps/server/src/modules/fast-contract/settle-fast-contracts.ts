import { and, asc, eq, lte } from 'drizzle-orm';
import { FastContractStatus, type FastContractOrder } from '@exchange/contracts';
import {
  fastContractOutcome,
  fastContractPayoutOf,
  fastContractProfitIfWon,
  type FastContractOutcome,
  type FastContractSide,
} from '@exchange/domain';
import { fastContractOrders } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import {
  createTransfer,
  HouseAccount,
  postPending,
  runMoneyWork,
  voidPending,
  type MoneyScope,
} from '../ledger/index';
import { pushOrder } from './buy-fast-contract';
import {
  FAST_CONTRACT_ASSET,
  FAST_CONTRACT_SETTLE_BUSINESS_TYPE,
  FAST_CONTRACT_WALLET,
  SETTLE_BATCH_LIMIT,
  SETTLE_GRACE_MS,
  transferIds,
} from './fast-contract-rules';
import { toFastContractOrder, type FastOrderRow } from './fast-contract-store';
import { closePriceFor } from './price-recorder';

/** Who the ledger names for settlement moves. */
export const SETTLEMENT_ACTOR = 'system:fast-contract';

const STATUS_OF: Record<FastContractOutcome, FastContractStatus> = {
  won: FastContractStatus.won,
  lost: FastContractStatus.lost,
  tie: FastContractStatus.tieRefunded,
  void: FastContractStatus.voidRefunded,
};

const SETTLE_ACCOUNTS = {
  user: [[FAST_CONTRACT_WALLET, FAST_CONTRACT_ASSET]],
  house: [[HouseAccount.fastContractBook, FAST_CONTRACT_ASSET]],
} as const;

/**
 * The ledger side of an outcome (type 1001), resolving the buy's hold exactly once: lost — the hold is posted to the
 * house book; won — the book pays stake × payoutRate and the hold is voided (the stake back); a tie or no price — the
 * hold is voided. Transfer ids are the order's, so a second attempt could not move money twice either.
 *
 * A win pays first, then voids: the payout locks the house book's row for update, and the void (which moves only the
 * user's account) then takes its foreign-key share lock on the book inside that. In the other order each settlement
 * would hold a share lock on the book and then wait for the others' to upgrade it: a deadlock under concurrency.
 */
const moveMoney = async (scope: MoneyScope, row: FastOrderRow, outcome: FastContractOutcome) => {
  const ids = transferIds(row.no);
  const resolve = {
    pendingId: row.holdId,
    actor: scope.actor,
    businessType: FAST_CONTRACT_SETTLE_BUSINESS_TYPE,
  };
  if (outcome === 'lost') {
    await postPending(scope.tx, { ...resolve, id: ids.lost, reason: 'fast contract lost' });
    return;
  }
  if (outcome !== 'won') {
    const reason =
      outcome === 'tie' ? 'fast contract tie: stake back' : 'fast contract: no price at expiry, stake back';
    await voidPending(scope.tx, { ...resolve, id: ids.refund, reason });
    return;
  }
  await createTransfer(scope.tx, {
    id: ids.win,
    debitAccountId: await scope.accounts.house(HouseAccount.fastContractBook, FAST_CONTRACT_ASSET),
    creditAccountId: await scope.accounts.user(FAST_CONTRACT_WALLET, FAST_CONTRACT_ASSET),
    asset: FAST_CONTRACT_ASSET,
    amount: fastContractProfitIfWon(row.amount, row.payoutRate),
    businessType: FAST_CONTRACT_SETTLE_BUSINESS_TYPE,
    ref: `fast:${row.no}`,
    actor: scope.actor,
    reason: 'fast contract won: payout',
  });
  await voidPending(scope.tx, { ...resolve, id: ids.release, reason: 'fast contract won: stake back' });
};

/**
 * Settles one order, exactly once: under the user's account lock it re-reads the order, takes the price recorded for
 * its expiry second, writes the outcome with an UPDATE guarded on status 0 and moves the money — all one transaction,
 * so a crash leaves the order open and whole, and a second settler (a new leader, a repeat) finds it settled.
 * Returns the settled order, or null when it was not open any more.
 */
export const settleFastContract = (context: AppContext, orderId: number, userId: number) =>
  runMoneyWork<FastContractOrder | null>(
    context,
    { userId, actor: SETTLEMENT_ACTOR, accounts: SETTLE_ACCOUNTS },
    async (scope) => {
      const [row] = await scope.tx
        .select()
        .from(fastContractOrders)
        .where(
          and(eq(fastContractOrders.id, orderId), eq(fastContractOrders.status, FastContractStatus.open)),
        );
      if (!row) return { result: null };
      const close = await closePriceFor(scope.tx, row.symbol, row.expiresAt.getTime());
      const outcome = fastContractOutcome(
        row.direction as FastContractSide,
        row.openPrice,
        close?.price ?? null,
      );
      const [settled] = await scope.tx
        .update(fastContractOrders)
        .set({
          status: STATUS_OF[outcome],
          closePrice: close?.price ?? null,
          closePriceAt: close ? new Date(close.timeMs) : null,
          payout: fastContractPayoutOf(outcome, row.amount, row.payoutRate),
          settledAt: scope.now,
          updatedAt: scope.now,
        })
        .where(
          and(eq(fastContractOrders.id, orderId), eq(fastContractOrders.status, FastContractStatus.open)),
        )
        .returning();
      if (!settled) return { result: null };
      await moveMoney(scope, row, outcome);
      const order = toFastContractOrder(settled);
      return { result: order, afterCommit: () => pushOrder(context, userId, order) };
    },
  );

/** Open orders past their expiry and the grace, oldest expiry first, at most SETTLE_BATCH_LIMIT. */
const dueOrders = (context: AppContext, nowMs: number) =>
  context.db
    .select({ id: fastContractOrders.id, userId: fastContractOrders.userId })
    .from(fastContractOrders)
    .where(
      and(
        eq(fastContractOrders.status, FastContractStatus.open),
        lte(fastContractOrders.expiresAt, new Date(nowMs - SETTLE_GRACE_MS)),
      ),
    )
    .orderBy(asc(fastContractOrders.expiresAt), asc(fastContractOrders.id))
    .limit(SETTLE_BATCH_LIMIT);

/**
 * One run of the settlement job: every due order, one transaction each, until done or the run's signal aborts (the
 * instance stopped leading). Returns how many were due, settled by this run, and failed (to be tried again).
 */
export const settleDueFastContracts = async (context: AppContext, signal?: AbortSignal) => {
  const due = await dueOrders(context, context.clock.nowMs());
  let settled = 0;
  let failed = 0;
  for (const order of due) {
    if (signal?.aborted) break;
    try {
      if (await settleFastContract(context, order.id, order.userId)) settled += 1;
    } catch (error) {
      // One order's failure (its transaction rolled back whole) does not hold up the others; it is tried again.
      failed += 1;
      context.logger.error({ err: error, orderId: order.id }, 'fast contract: settlement failed');
    }
  }
  return { due: due.length, settled, failed };
};
