import { BigNumber } from 'bignumber.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  C2C_EVIDENCE_MAX,
  C2cAdStatus,
  C2cBusinessType,
  C2cOrderStatus,
  type C2cOrder,
  type C2cOrderEnding,
} from '@exchange/contracts';
import { c2cOrderFiles, c2cOrders, type DbOrTx, type Tx } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { fail } from '../../platform/errors';
import { sendStagedPushes, stageUserPush, type StagedPush } from '../../platform/ws-hub/user-push';
import { lockMoneyAccount, postPending, runMoneyWork, voidPending } from '../ledger/index';
import { lockAd, setAdRemaining } from './ad-holds';
import { orderRowOf, recordOrderEvent, sideOf, toOrder, type OrderRow, type OrderSide } from './order-views';

/**
 * Both sides hear of every step (their open screens refetch the order): the messages are written in the step's
 * transaction and sent once it has committed (`sendStagedPushes`).
 */
export const stageOrderAnnouncement = async (context: AppContext, tx: Tx, row: OrderRow, step: string) => {
  const staged: StagedPush[] = [];
  for (const userId of [row.buyerId, row.sellerId])
    staged.push(
      await stageUserPush(context, tx, userId, {
        type: 'C2C_ORDER',
        data: { orderId: row.id, no: row.no, status: row.status, step },
      }),
    );
  return staged;
};

/** Who acts: a side of the order (a user id), the expiry job, or staff (`staff:<id>`). */
export type StepActor = { userId: number } | { system: true } | { staff: string };

const actorLabel = (actor: StepActor, side: OrderSide | undefined) =>
  'userId' in actor ? (side ?? 'system') : 'system' in actor ? 'system' : 'staff';
const ledgerActor = (actor: StepActor) =>
  'userId' in actor ? `user:${actor.userId}` : 'system' in actor ? 'system:c2c' : actor.staff;

export interface StepContext {
  tx: Tx;
  row: OrderRow;
  now: Date;
  side: OrderSide | undefined;
  by: string;
  actor: string;
}

const stepInLock = async (
  context: AppContext,
  tx: Tx,
  orderId: number,
  actor: StepActor,
  work: (step: StepContext) => Promise<{ row: OrderRow; step?: string }>,
) => {
  const viewer = 'userId' in actor ? actor.userId : 'staff';
  const [row] = await tx.select().from(c2cOrders).where(eq(c2cOrders.id, orderId)).for('update');
  const side = viewer === 'staff' ? undefined : sideOf(row!, viewer);
  const now = new Date(context.clock.nowMs());
  const done = await work({
    tx,
    row: row!,
    now,
    side,
    by: actorLabel(actor, side),
    actor: ledgerActor(actor),
  });
  const staged = done.step ? await stageOrderAnnouncement(context, tx, done.row, done.step) : [];
  return { view: await toOrder(tx, done.row, viewer), announce: () => sendStagedPushes(staged) };
};

/** The order when `actor` may act on it at all: a side of it, the system or staff (C2C_ORDER_NOT_FOUND otherwise). */
const requireKnown = async (db: DbOrTx, orderId: number, actor: StepActor) => {
  const known = await orderRowOf(db, orderId);
  if (!known || ('userId' in actor && sideOf(known, actor.userId) === undefined))
    return fail('C2C_ORDER_NOT_FOUND', { field: 'id' });
  return known;
};

/**
 * One step of an order, under the seller's money lock (the escrow is the seller's held coin), with the order row
 * locked: `work` checks the state it needs and makes its guarded change. Pushes to both sides after commit when
 * `work` says the order changed.
 */
export const runOrderStep = async (
  context: AppContext,
  orderId: number,
  actor: StepActor,
  work: (step: StepContext) => Promise<{ row: OrderRow; step?: string }>,
): Promise<C2cOrder> => {
  const known = await requireKnown(context.db, orderId, actor);
  return runMoneyWork(context, { userId: known.sellerId, actor: ledgerActor(actor) }, async (scope) => {
    const { view, announce } = await stepInLock(context, scope.tx, orderId, actor, work);
    return { result: view, afterCommit: announce };
  });
};

/** A staff step inside the caller's (audited) transaction: the seller's money lock first, as every other step. */
export const runStaffOrderStep = async (
  context: AppContext,
  tx: Tx,
  orderId: number,
  staff: string,
  work: (step: StepContext) => Promise<{ row: OrderRow; step?: string }>,
) => {
  const known = await requireKnown(tx, orderId, { staff });
  await lockMoneyAccount(tx, known.sellerId);
  return stepInLock(context, tx, orderId, { staff }, work);
};

/** The guarded status change: only from `from`; the updated row, or undefined when the order was not there. */
export const moveOrder = async (
  step: StepContext,
  from: readonly number[],
  change: Partial<typeof c2cOrders.$inferInsert>,
) => {
  const [row] = await step.tx
    .update(c2cOrders)
    .set({ ...change, updatedAt: step.now })
    .where(and(eq(c2cOrders.id, step.row.id), inArray(c2cOrders.status, [...from])))
    .returning();
  return row;
};

const requireSide = (step: StepContext, side: OrderSide) => {
  if (step.side !== side) fail('C2C_NOT_YOUR_STEP', { field: 'id' });
};

/** An order that cannot take this step now (C2C_ORDER_STATE naming id). */
const refuse = (): never => fail('C2C_ORDER_STATE', { field: 'id' });

/** The escrow reaches the buyer (1262): the seller's release, or staff's decision. */
export const releaseEscrow = async (step: StepContext, from: readonly number[], ending: C2cOrderEnding) => {
  const row =
    (await moveOrder(step, from, { status: C2cOrderStatus.released, ending, endedAt: step.now })) ?? refuse();
  await postPending(step.tx, {
    id: `${row.escrowTransferId}:release`,
    pendingId: row.escrowTransferId,
    actor: step.actor,
    businessType: C2cBusinessType.release,
  });
  return row;
};

/**
 * The escrow goes back to the seller (1263). An unpaid order's coin also returns to its ad when the ad is still open
 * (the ad's hold grows back); a closed ad's, or one returned by staff, stays in the seller's spot wallet.
 */
export const returnEscrow = async (
  step: StepContext,
  from: readonly number[],
  ending: C2cOrderEnding,
  reason?: string,
) => {
  const row =
    (await moveOrder(step, from, { status: C2cOrderStatus.cancelled, ending, endedAt: step.now })) ??
    refuse();
  await voidPending(step.tx, {
    id: `${row.escrowTransferId}:return`,
    pendingId: row.escrowTransferId,
    actor: step.actor,
    businessType: C2cBusinessType.returnToSeller,
    ...(reason ? { reason } : {}),
  });
  if (ending === 'buyer_cancelled' || ending === 'timeout') {
    const ad = await lockAd(step.tx, row.adId);
    if (ad && ad.status !== C2cAdStatus.closed)
      await setAdRemaining(step.tx, ad, {
        remaining: BigNumber.min(
          new BigNumber(ad.remainingAmount).plus(row.amount),
          ad.totalAmount,
        ).toFixed(),
        now: step.now,
        actor: step.actor,
      });
  }
  return row;
};

/** `paid`: the buyer, while unpaid and before the deadline. */
export const markPaidStep =
  (proof: { key: string } | undefined, methodId: number) => async (step: StepContext) => {
    requireSide(step, 'buyer');
    if (step.row.status !== C2cOrderStatus.unpaid || step.row.payDeadline.getTime() <= step.now.getTime())
      refuse();
    if (!step.row.paymentMethodIds.includes(methodId))
      fail('C2C_METHOD_NOT_FOUND', { field: 'paymentMethodId' });
    const row =
      (await moveOrder(step, [C2cOrderStatus.unpaid], {
        status: C2cOrderStatus.paid,
        paidAt: step.now,
        paidMethodId: methodId,
      })) ?? refuse();
    if (proof)
      await step.tx
        .insert(c2cOrderFiles)
        .values({ orderId: row.id, kind: 'proof', by: 'buyer', blobKey: proof.key, at: step.now });
    await recordOrderEvent(step.tx, { orderId: row.id, kind: 'paid', by: step.by, at: step.now });
    return { row, step: 'paid' };
  };

/** `release`: the seller, once paid (also during an appeal: the seller concedes). A repeat returns the order. */
export const releaseStep = async (step: StepContext) => {
  requireSide(step, 'seller');
  if (step.row.ending === 'seller_released') return { row: step.row };
  const row = await releaseEscrow(step, [C2cOrderStatus.paid, C2cOrderStatus.appealing], 'seller_released');
  await recordOrderEvent(step.tx, { orderId: row.id, kind: 'released', by: step.by, at: step.now });
  return { row, step: 'released' };
};

/** `cancel`: the buyer, while unpaid. A repeat returns the order. */
export const cancelStep = async (step: StepContext) => {
  requireSide(step, 'buyer');
  if (step.row.ending === 'buyer_cancelled') return { row: step.row };
  const row = await returnEscrow(step, [C2cOrderStatus.unpaid], 'buyer_cancelled');
  await recordOrderEvent(step.tx, { orderId: row.id, kind: 'cancelled', by: step.by, at: step.now });
  return { row, step: 'cancelled' };
};

/** The payment window ran out: only an order still unpaid at its deadline. Nothing when it moved on already. */
export const expireStep = async (step: StepContext) => {
  if (step.row.status !== C2cOrderStatus.unpaid || step.row.payDeadline.getTime() > step.now.getTime())
    return { row: step.row };
  const row = await returnEscrow(step, [C2cOrderStatus.unpaid], 'timeout');
  await recordOrderEvent(step.tx, { orderId: row.id, kind: 'expired', by: 'system', at: step.now });
  return { row, step: 'expired' };
};

const addEvidence = async (step: StepContext, key: string) => {
  const [count] = await step.tx
    .select({ count: sql<number>`count(*)::int` })
    .from(c2cOrderFiles)
    .where(and(eq(c2cOrderFiles.orderId, step.row.id), eq(c2cOrderFiles.kind, 'evidence')));
  if ((count?.count ?? 0) >= C2C_EVIDENCE_MAX)
    fail('C2C_EVIDENCE_LIMIT', { field: 'evidence', values: { limit: C2C_EVIDENCE_MAX } });
  await step.tx
    .insert(c2cOrderFiles)
    .values({ orderId: step.row.id, kind: 'evidence', by: step.side ?? 'buyer', blobKey: key, at: step.now });
  await recordOrderEvent(step.tx, { orderId: step.row.id, kind: 'evidence', by: step.by, at: step.now });
};

/** `appeal`: either side, once paid. */
export const appealStep =
  (reason: string, evidence: { key: string } | undefined) => async (step: StepContext) => {
    if (step.side === undefined) return refuse();
    if (step.row.status !== C2cOrderStatus.paid) refuse();
    const row =
      (await moveOrder(step, [C2cOrderStatus.paid], {
        status: C2cOrderStatus.appealing,
        appealBy: step.side,
        appealReason: reason,
        appealAt: step.now,
      })) ?? refuse();
    await recordOrderEvent(step.tx, {
      orderId: row.id,
      kind: 'appealed',
      by: step.by,
      note: reason,
      at: step.now,
    });
    if (evidence) await addEvidence({ ...step, row }, evidence.key);
    return { row, step: 'appealed' };
  };

/** `evidence`: either side, while appealing. */
export const evidenceStep = (evidence: { key: string }) => async (step: StepContext) => {
  if (step.side === undefined) return refuse();
  if (step.row.status !== C2cOrderStatus.appealing) refuse();
  await addEvidence(step, evidence.key);
  return { row: step.row };
};

/** Staff decide an appeal: release to the buyer or return to the seller. */
export const decideStep = (decision: 'release' | 'return', remark: string) => async (step: StepContext) => {
  if (step.row.status !== C2cOrderStatus.appealing) refuse();
  const row =
    decision === 'release'
      ? await releaseEscrow(step, [C2cOrderStatus.appealing], 'appeal_released')
      : await returnEscrow(step, [C2cOrderStatus.appealing], 'appeal_returned', remark);
  await recordOrderEvent(step.tx, {
    orderId: row.id,
    kind: decision === 'release' ? 'decided_release' : 'decided_return',
    by: 'staff',
    note: remark,
    at: step.now,
  });
  return { row, step: decision === 'release' ? 'decided_release' : 'decided_return' };
};
