import { BigNumber } from 'bignumber.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { BusinessType } from '@exchange/contracts';
import { withdrawalOrders, type Tx } from '../../platform/db/index';
import type { AppContext, Caller, StaffCaller } from '../../platform/context';
import { fail } from '../../platform/errors';
import { auditedTransaction, recordAudit } from '../../platform/http/staff-audit';
import { createTransfer, HouseAccount, houseAccountId, postPending, voidPending } from '../ledger/index';
import { adminWithdrawal, approveByGuard } from './admin/withdrawal-approvals';
import { announceReview, publishWalletUpdate, stageReviewNotice } from './wallet-events';
import { requireWithdrawal, type WithdrawalRow } from './withdrawal-orders';

interface Transition {
  id: number;
  from: number[];
  to: number;
  actor: string;
  remark?: string | null;
  payoutRef?: string | null;
  /** The user's own requests only (cancel). */
  userId?: number;
}

/**
 * The guarded status change every review step is: `UPDATE … WHERE status IN (from)` returns the row or nothing.
 * Under concurrent approve / reject / cancel the row lock makes the later ones re-check the status after the first
 * commits, find it changed, and get REVIEW_STATE_CHANGED — each request resolves exactly once.
 */
const transition = async (tx: Tx, change: Transition, nowMs: number): Promise<WithdrawalRow> => {
  const scope = and(
    eq(withdrawalOrders.id, change.id),
    change.userId === undefined ? sql`true` : eq(withdrawalOrders.userId, change.userId),
  );
  const [row] = await tx
    .update(withdrawalOrders)
    .set({
      status: change.to,
      updatedAt: new Date(nowMs),
      ...(change.userId === undefined ? { reviewedBy: change.actor, reviewedAt: new Date(nowMs) } : {}),
      ...(change.remark !== undefined ? { remark: change.remark } : {}),
      ...(change.payoutRef !== undefined ? { payoutRef: change.payoutRef } : {}),
    })
    .where(and(scope, inArray(withdrawalOrders.status, change.from)))
    .returning();
  if (row) return row;
  const [exists] = await tx.select({ id: withdrawalOrders.id }).from(withdrawalOrders).where(scope);
  return exists ? fail('REVIEW_STATE_CHANGED', { field: 'id' }) : fail('NOT_FOUND', { field: 'id' });
};

const release = (tx: Tx, row: WithdrawalRow, actor: string, reason: string) =>
  voidPending(tx, { id: `withdrawal:${row.id}:release`, pendingId: row.holdTransferId, actor, reason });

/** The review's message to the user, written in its transaction (paid out or released: the balance moved). */
const stageNotice = (context: AppContext, tx: Tx, row: WithdrawalRow, remark: string | null) =>
  stageReviewNotice(context, tx, 'WITHDRAW_NOTICE', row, { status: row.status, remark });

const answer = (context: AppContext, id: number) =>
  requireWithdrawal(context.db, eq(withdrawalOrders.id, id));

/** The user cancels before staff act (2 → −2): the hold returns to available. */
export const cancelWithdrawal = async (context: AppContext, caller: Caller, params: { id: number }) => {
  const actor = `user:${caller.userId}`;
  const row = await context.db.transaction(async (tx) => {
    const cancelled = await transition(
      tx,
      { id: params.id, from: [2], to: -2, actor, userId: caller.userId },
      context.clock.nowMs(),
    );
    await release(tx, cancelled, actor, 'cancelled by the user');
    return cancelled;
  });
  await publishWalletUpdate(context, row.userId, ['spot'], row.coin);
  return answer(context, row.id);
};

/** The staff answer: the row after the change, read in the reviewing transaction, which audits before and after. */
const audited = async (context: AppContext, request: FastifyRequest, tx: Tx, before: { id: number }) => {
  const after = await adminWithdrawal(context, before.id, tx);
  recordAudit(request, { target: `withdrawal:${before.id}`, before, after });
  return after;
};

/**
 * Staff approve for payout (2 → 0): the user can no longer cancel; the money stays held until completed. A large
 * withdrawal (admin/withdrawal-approvals.ts) takes two different accounts: the first approval is recorded and it
 * stays waiting; the same account again — from any session — is SECOND_APPROVER_REQUIRED.
 */
export const approveWithdrawal = async (
  context: AppContext,
  request: FastifyRequest,
  staff: StaffCaller,
  body: { id: number },
) => {
  const before = await adminWithdrawal(context, body.id);
  // Large now, or already first-approved; a withdrawal no longer waiting is refused by the guard either way.
  const isLarge = before.needsSecondApproval;
  return auditedTransaction(context.db, request, async (tx) => {
    await approveByGuard(
      tx,
      { id: body.id, actor: `staff:${staff.staffId}`, isLarge },
      context.clock.nowMs(),
    );
    return audited(context, request, tx, before);
  });
};

/** Staff mark it paid (0 → 1): the hold is posted to withdrawal clearing and the fee moved on to the fee account. */
export const completeWithdrawal = async (
  context: AppContext,
  request: FastifyRequest,
  staff: StaffCaller,
  body: { id: number; payoutRef?: string | undefined },
) => {
  const actor = `staff:${staff.staffId}`;
  const before = await adminWithdrawal(context, body.id);
  const { row, notice, after } = await auditedTransaction(context.db, request, async (tx) => {
    const completed = await transition(
      tx,
      { id: body.id, from: [0], to: 1, actor, payoutRef: body.payoutRef ?? null },
      context.clock.nowMs(),
    );
    await postPending(tx, {
      id: `withdrawal:${completed.id}:post`,
      pendingId: completed.holdTransferId,
      actor,
    });
    if (new BigNumber(completed.fee).isGreaterThan(0))
      await createTransfer(tx, {
        id: `withdrawal:${completed.id}:fee`,
        debitAccountId: await houseAccountId(tx, HouseAccount.withdrawalClearing, completed.coin),
        creditAccountId: await houseAccountId(tx, HouseAccount.fees, completed.coin),
        asset: completed.coin,
        amount: new BigNumber(completed.fee).toFixed(),
        businessType: BusinessType.bankingFee,
        ref: `withdrawal:${completed.no}`,
        actor,
      });
    return {
      row: completed,
      notice: await stageNotice(context, tx, completed, null),
      after: await audited(context, request, tx, before),
    };
  });
  await announceReview(context, row, notice, true);
  return after;
};

/** Staff reject a waiting or approved request (→ −1) with a remark: the hold returns and the user is told why. */
export const rejectWithdrawal = async (
  context: AppContext,
  request: FastifyRequest,
  staff: StaffCaller,
  body: { id: number; remark: string },
) => {
  const actor = `staff:${staff.staffId}`;
  const before = await adminWithdrawal(context, body.id);
  const { row, notice, after } = await auditedTransaction(context.db, request, async (tx) => {
    const rejected = await transition(
      tx,
      { id: body.id, from: [2, 0], to: -1, actor, remark: body.remark },
      context.clock.nowMs(),
    );
    await release(tx, rejected, actor, body.remark);
    return {
      row: rejected,
      notice: await stageNotice(context, tx, rejected, body.remark),
      after: await audited(context, request, tx, before),
    };
  });
  await announceReview(context, row, notice, true);
  return after;
};
