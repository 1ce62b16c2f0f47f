import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { BusinessType, ChannelMethod } from '@exchange/contracts';
import { rechargeOrders, type DbOrTx, type Tx } from '../../platform/db/index';
import type { AppContext, StaffCaller } from '../../platform/context';
import { fail } from '../../platform/errors';
import { auditedTransaction, recordAudit } from '../../platform/http/staff-audit';
import { createTransfer, HouseAccount, houseAccountId, userAccountId } from '../ledger/index';
import { selectRecharges, type RechargeRow } from './recharge-orders';
import type { StagedPush } from '../../platform/ws-hub/user-push';
import { announceReview, stageReviewNotice } from './wallet-events';

/** Spec §3 recharge business types by deposit method. */
export const rechargeBusinessType = (methodType: number) =>
  ({
    [ChannelMethod.virtualCurrency]: BusinessType.rechargeOnChain,
    [ChannelMethod.bankCard]: BusinessType.rechargeBankCard,
    [ChannelMethod.thirdParty]: BusinessType.rechargeThirdParty,
    [ChannelMethod.c2c]: BusinessType.rechargeC2c,
  })[methodType] ?? BusinessType.rechargeOnChain;

/** Deposit clearing → the user's spot wallet: the deposit's one and only credit (id derived from the order), noted on
 * the order. */
export const creditRecharge = async (tx: Tx, row: RechargeRow, actor: string) => {
  const transferId = `recharge:${row.id}`;
  await createTransfer(tx, {
    id: transferId,
    debitAccountId: await houseAccountId(tx, HouseAccount.depositClearing, row.coin),
    creditAccountId: await userAccountId(tx, row.userId, 'spot', row.coin),
    asset: row.coin,
    amount: row.amount,
    businessType: rechargeBusinessType(row.methodType),
    ref: `recharge:${row.no}`,
    actor,
  });
  await tx.update(rechargeOrders).set({ transferId }).where(eq(rechargeOrders.id, row.id));
};

/** The guarded move 2 → `to`: one row or none (someone acted first, or no such deposit). */
const transition = async (
  tx: Tx,
  id: number,
  to: 1 | -1,
  actor: string,
  nowMs: number,
  remark: string | null,
) => {
  const [row] = await tx
    .update(rechargeOrders)
    .set({ status: to, reviewedBy: actor, reviewedAt: new Date(nowMs), updatedAt: new Date(nowMs), remark })
    .where(and(eq(rechargeOrders.id, id), eq(rechargeOrders.status, 2)))
    .returning();
  if (row) return row;
  const [exists] = await tx
    .select({ id: rechargeOrders.id })
    .from(rechargeOrders)
    .where(eq(rechargeOrders.id, id));
  return exists ? fail('REVIEW_STATE_CHANGED', { field: 'id' }) : fail('NOT_FOUND', { field: 'id' });
};

const requireRecharge = async (db: DbOrTx, id: number) => {
  const [order] = await selectRecharges(db, eq(rechargeOrders.id, id));
  return order ?? fail('NOT_FOUND', { field: 'id' });
};

/** The staff answer: the row after the review, read in the reviewing transaction, which audits before and after. */
const reviewed = async (
  request: FastifyRequest,
  tx: Tx,
  before: Awaited<ReturnType<typeof requireRecharge>>,
) => {
  const after = await requireRecharge(tx, before.id);
  recordAudit(request, { target: `recharge:${before.id}`, before, after });
  return after;
};

/** Staff approve a waiting deposit: status 2 → 1 and the credit, in one transaction, exactly once. */
export const approveRecharge = async (
  context: AppContext,
  request: FastifyRequest,
  staff: StaffCaller,
  body: { id: number },
) => {
  const actor = `staff:${staff.staffId}`;
  const before = await requireRecharge(context.db, body.id);
  const { row, notice, after } = await auditedTransaction(context.db, request, async (tx) => {
    const approved = await transition(tx, body.id, 1, actor, context.clock.nowMs(), null);
    await creditRecharge(tx, approved, actor);
    return {
      row: approved,
      notice: await stageNotice(context, tx, approved, 1, null),
      after: await reviewed(request, tx, before),
    };
  });
  await announceRecharge(context, row, notice);
  return after;
};

/** Staff reject a waiting deposit with a remark the user sees: 2 → −1, nothing credited. */
export const rejectRecharge = async (
  context: AppContext,
  request: FastifyRequest,
  staff: StaffCaller,
  body: { id: number; remark: string },
) => {
  const before = await requireRecharge(context.db, body.id);
  const { row, notice, after } = await auditedTransaction(context.db, request, async (tx) => {
    const rejected = await transition(
      tx,
      body.id,
      -1,
      `staff:${staff.staffId}`,
      context.clock.nowMs(),
      body.remark,
    );
    return {
      row: rejected,
      notice: await stageNotice(context, tx, rejected, -1, body.remark),
      after: await reviewed(request, tx, before),
    };
  });
  await announceRecharge(context, row, notice);
  return after;
};

/** The review's message to the user, written in its transaction. */
export const stageNotice = (
  context: AppContext,
  tx: Tx,
  row: RechargeRow,
  status: number,
  remark: string | null,
) => stageReviewNotice(context, tx, 'RECHARGE_NOTICE', row, { status, remark });

/** After the commit: the message live, and the spot balance to refetch when the deposit was credited. */
export const announceRecharge = (context: AppContext, row: RechargeRow, notice: StagedPush) =>
  announceReview(context, row, notice, row.status === 1);
