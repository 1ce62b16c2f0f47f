import { BigNumber } from 'bignumber.js';
import { and, asc, eq, sql } from 'drizzle-orm';
import { InviteCodeStatus, RebateStatus, type RebateExclusion, type RebateRole } from '@exchange/contracts';
import type { AppContext } from '../../platform/context';
import { inviteCodes, queryRows, rebateDetails, type DbOrTx } from '../../platform/db/index';
import { HouseAccount, createTransfer, runMoneyWork, Wallet } from '../ledger/index';
import {
  BUSINESS_TYPE_OF,
  DAY_MS,
  REBATE_ACTOR,
  REBATE_LOOKBACK_DAYS,
  REBATE_SCHEDULE,
  dayOf,
  dayStartMs,
  readRebateConfig,
  splitRebate,
  type RebateConfigRow,
} from './invite-rules';

/** A fee an invited user paid to the house (a transfer crediting `fees`), with who stands above them. */
interface FeeRow {
  id: string;
  asset: string;
  amount: string;
  business_type: number;
  created_at: Date;
  payer_id: string;
  inviter_id: string;
  inviter_code: string;
  second_id: string | null;
  second_code: string | null;
}

/**
 * The day's fees that have no rebate computed yet: every posted transfer (or post of a hold) crediting a house `fees`
 * account, debited from a user who was invited. The code of each link is the one the registration used.
 */
const uncomputedFees = (db: DbOrTx, day: string) => {
  const from = new Date(dayStartMs(day));
  const to = new Date(dayStartMs(day) + DAY_MS);
  return queryRows<FeeRow>(
    db,
    sql`select t.id, t.asset, t.amount::text as amount, t.business_type, t.created_at,
               payer.user_id::text as payer_id, l1.inviter_id::text as inviter_id, l1.code as inviter_code,
               l2.inviter_id::text as second_id, l2.code as second_code
          from ledger_transfers t
          join ledger_accounts house on house.id = t.credit_account_id and house.house_code = 'fees'
          join ledger_accounts payer on payer.id = t.debit_account_id and payer.user_id is not null
          join invite_links l1 on l1.invitee_id = payer.user_id
          left join invite_links l2 on l2.invitee_id = l1.inviter_id
         where t.kind in (1, 3) and t.created_at >= ${from} and t.created_at < ${to}
           and not exists (select 1 from rebate_details d where d.fee_transfer_id = t.id)
         order by t.created_at, t.id`,
  );
};

/** Whether two users share a verified identity (the same document, verified on both accounts). */
const shareIdentity = async (db: DbOrTx, first: number, second: number) => {
  const rows = await queryRows(
    db,
    sql`select 1 from real_name_submissions a join real_name_submissions b
          on a.nationality = b.nationality and a.document_type = b.document_type
         and upper(a.document_number) = upper(b.document_number)
       where a.user_id = ${first} and b.user_id = ${second} and a.status = 2 and b.status = 2 limit 1`,
  );
  return rows.length > 0;
};

/**
 * Computes the rebate details of one UTC day's fees (insert-if-absent per fee × beneficiary × role, so a re-run or
 * a concurrent run adds nothing twice). Rates come from the config and the code's kickback as they are now.
 */
export const computeRebateDay = async (context: AppContext, day: string, config: RebateConfigRow) => {
  const fees = await uncomputedFees(context.db, day);
  const codeCache = new Map<string, { kickbackRate: string; status: number } | undefined>();
  const codeOf = async (code: string) => {
    if (!codeCache.has(code)) {
      const [row] = await context.db
        .select({ kickbackRate: inviteCodes.kickbackRate, status: inviteCodes.status })
        .from(inviteCodes)
        .where(eq(inviteCodes.code, code));
      codeCache.set(code, row);
    }
    return codeCache.get(code);
  };
  const identityCache = new Map<string, boolean>();
  const sameIdentity = async (first: number, second: number) => {
    const key = `${first}:${second}`;
    if (!identityCache.has(key)) identityCache.set(key, await shareIdentity(context.db, first, second));
    return identityCache.get(key)!;
  };
  const now = new Date(context.clock.nowMs());
  let written = 0;
  for (const fee of fees) {
    const payerId = Number(fee.payer_id);
    const inviterId = Number(fee.inviter_id);
    const secondId = fee.second_id === null ? null : Number(fee.second_id);
    const level1Code = await codeOf(fee.inviter_code);
    const level2Code = fee.second_code === null ? undefined : await codeOf(fee.second_code);
    const shares = splitRebate({
      fee: fee.amount,
      level1Rate: config.level1Rate,
      level2Rate: config.level2Rate,
      kickbackRate: level1Code?.kickbackRate ?? '0',
      hasSecondLevel: secondId !== null,
    });
    const rows = [];
    for (const share of shares) {
      const beneficiaryId =
        share.role === 'inviter' ? inviterId : share.role === 'invitee' ? payerId : secondId!;
      const upline = share.role === 'second_level' ? secondId! : inviterId;
      const code = share.role === 'second_level' ? level2Code : level1Code;
      const exclusion: RebateExclusion | null = !config.isEnabled
        ? 'disabled'
        : code && code.status !== InviteCodeStatus.active
          ? 'code_suspended'
          : upline === payerId || (await sameIdentity(payerId, upline))
            ? 'same_identity'
            : null;
      rows.push({
        day,
        feeTransferId: fee.id,
        beneficiaryId,
        payerId,
        role: share.role,
        asset: fee.asset,
        feeAmount: fee.amount,
        feeBusinessType: fee.business_type,
        feeAt: new Date(fee.created_at),
        rate: share.rate,
        amount: share.amount,
        status: exclusion ? RebateStatus.excluded : RebateStatus.pending,
        exclusion,
        createdAt: now,
      });
    }
    if (rows.length === 0) continue;
    const inserted = await context.db
      .insert(rebateDetails)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: rebateDetails.id });
    written += inserted.length;
  }
  return { fees: fees.length, written };
};

/** The (beneficiary, asset, role) groups of a day that have details waiting for their payout. */
const pendingGroups = (db: DbOrTx, day: string) =>
  db
    .selectDistinct({
      beneficiaryId: rebateDetails.beneficiaryId,
      asset: rebateDetails.asset,
      role: rebateDetails.role,
    })
    .from(rebateDetails)
    .where(and(eq(rebateDetails.day, day), eq(rebateDetails.status, RebateStatus.pending)))
    .orderBy(asc(rebateDetails.beneficiaryId), asc(rebateDetails.asset), asc(rebateDetails.role));

/**
 * Pays one group in one transaction under the beneficiary's account lock: its pending details, oldest fee first, up
 * to the day's cap for the asset (what this beneficiary was already paid that day counts), as one transfer from the
 * house `fees` account to the beneficiary's spot wallet. The transfer id is the group and its first detail, so two
 * runs on the same details name the same transfer, and the second finds nothing pending once the first committed.
 */
const payGroup = async (
  context: AppContext,
  day: string,
  group: { beneficiaryId: number; asset: string; role: string },
  config: RebateConfigRow,
) =>
  runMoneyWork(
    context,
    {
      userId: group.beneficiaryId,
      actor: REBATE_ACTOR,
      accounts: { user: [[Wallet.spot, group.asset]], house: [[HouseAccount.fees, group.asset]] },
    },
    async (scope) => {
      const inGroup = and(
        eq(rebateDetails.day, day),
        eq(rebateDetails.beneficiaryId, group.beneficiaryId),
        eq(rebateDetails.asset, group.asset),
      );
      const pending = await scope.tx
        .select()
        .from(rebateDetails)
        .where(
          and(inGroup, eq(rebateDetails.role, group.role), eq(rebateDetails.status, RebateStatus.pending)),
        )
        .orderBy(asc(rebateDetails.feeAt), asc(rebateDetails.id))
        .for('update');
      if (pending.length === 0) return { result: '0' };
      const [paidToday] = await queryRows<{ paid: string | null }>(
        scope.tx,
        sql`select sum(paid_amount)::text as paid from rebate_details
             where day = ${day} and beneficiary_id = ${group.beneficiaryId} and asset = ${group.asset}
               and status = ${RebateStatus.paid}`,
      );
      const cap = config.dailyCaps[group.asset];
      let room = cap === undefined ? null : BigNumber.max(new BigNumber(cap).minus(paidToday?.paid ?? 0), 0);
      let total = new BigNumber(0);
      const payments = pending.map((detail) => {
        const pay = room === null ? new BigNumber(detail.amount) : BigNumber.min(detail.amount, room);
        if (room !== null) room = room.minus(pay);
        total = total.plus(pay);
        return { id: detail.id, pay };
      });
      const transferId = total.isZero()
        ? null
        : `rebate:${day}:${group.beneficiaryId}:${group.asset}:${group.role}:${pending[0]!.id}`;
      if (transferId)
        await createTransfer(scope.tx, {
          id: transferId,
          debitAccountId: await scope.accounts.house(HouseAccount.fees, group.asset),
          creditAccountId: await scope.accounts.user(Wallet.spot, group.asset),
          asset: group.asset,
          amount: total.toFixed(),
          businessType: BUSINESS_TYPE_OF[group.role as RebateRole],
          ref: transferId,
          actor: REBATE_ACTOR,
          reason: `${group.role} rebate of ${pending.length} fees on ${day}`,
        });
      for (const { id, pay } of payments)
        await scope.tx
          .update(rebateDetails)
          .set(
            pay.isZero()
              ? { status: RebateStatus.excluded, exclusion: 'daily_cap' }
              : { status: RebateStatus.paid, paidAmount: pay.toFixed(), payoutTransferId: transferId },
          )
          .where(eq(rebateDetails.id, id));
      return { result: total.toFixed() };
    },
  );

/** Pays every waiting group of a day; stops between groups when the run is aborted. */
export const payRebateDay = async (
  context: AppContext,
  day: string,
  config: RebateConfigRow,
  signal?: AbortSignal,
) => {
  let paid = 0;
  for (const group of await pendingGroups(context.db, day)) {
    if (signal?.aborted) return { paid, isFinished: false };
    await payGroup(context, day, group, config);
    paid += 1;
  }
  return { paid, isFinished: true };
};

/**
 * `invite.rebate`: for each of the last REBATE_LOOKBACK_DAYS whole UTC days before the fire time, computes the
 * details of fees not computed yet, then pays what waits. Idempotent: details are unique per fee × beneficiary ×
 * role, and a detail is paid once (its status moves in the transaction that moves the money).
 */
export const runRebateJob = async (context: AppContext, fireAtMs: number, signal?: AbortSignal) => {
  const config = await readRebateConfig(context.db);
  const today = dayStartMs(dayOf(fireAtMs));
  const summary = { fees: 0, written: 0, paid: 0, isFinished: true };
  for (let back = REBATE_LOOKBACK_DAYS; back >= 1; back -= 1) {
    const day = dayOf(today - back * DAY_MS);
    const computed = await computeRebateDay(context, day, config);
    summary.fees += computed.fees;
    summary.written += computed.written;
    const paid = await payRebateDay(context, day, config, signal);
    summary.paid += paid.paid;
    if (!paid.isFinished) return { ...summary, isFinished: false };
  }
  return summary;
};

export const registerRebateJob = (context: AppContext) => {
  context.scheduler.register({
    key: 'invite.rebate',
    schedule: REBATE_SCHEDULE,
    retryMs: 5 * 60_000,
    catchUpMs: 2 * DAY_MS,
    description:
      'Computes the rebates of the days’ fees paid by invited users and pays them from the fee account',
    run: async (fireAtMs, { signal }) => {
      const summary = await runRebateJob(context, fireAtMs, signal);
      if (!summary.isFinished) return { isFinished: false, note: `stopped after ${summary.paid} payouts` };
    },
  });
};
