import { BigNumber } from 'bignumber.js';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  REBATE_RANK_DAYS,
  REBATE_RANK_SIZE,
  RebateBusinessType,
  RebateStatus,
  type RebateDetail,
  type RebateExclusion,
  type RebateRankEntry,
  type RebateReward,
  type RebateRole,
  type RebateStatistics,
} from '@exchange/contracts';
import { canonicalDecimal } from '@exchange/domain';
import type { AppContext, Caller } from '../../platform/context';
import { queryRows, rebateDetails, users } from '../../platform/db/index';
import { assetPriceUsdt } from '../market/index';
import { maskName } from '../../platform/mask-name';
import { DAY_MS, ROLE_OF_BUSINESS_TYPE, readRebateConfig, toRebateConfig } from './invite-rules';

const REBATE_TYPES = sql.raw(Object.values(RebateBusinessType).join(', '));

export const getRebateConfig = async (context: AppContext) =>
  toRebateConfig(await readRebateConfig(context.db));

const amounts = (rows: { asset: string; amount: string }[]) =>
  rows.map((row) => ({ asset: row.asset, amount: canonicalDecimal(row.amount) }));

/** Friends, trading friends, and what the ledger paid the caller as rebates (per asset), with what still waits. */
export const getRebateStatistics = async (context: AppContext, caller: Caller): Promise<RebateStatistics> => {
  const [friends, trading, earned, pending, inviter] = await Promise.all([
    queryRows<{ n: number }>(
      context.db,
      sql`select count(*)::int as n from invite_links where inviter_id = ${caller.userId}`,
    ),
    queryRows<{ n: number }>(
      context.db,
      sql`select count(distinct payer_id)::int as n from rebate_details
           where beneficiary_id = ${caller.userId} and role = 'inviter'`,
    ),
    queryRows<{ asset: string; amount: string }>(
      context.db,
      sql`select t.asset, sum(t.amount)::text as amount
            from ledger_transfers t join ledger_accounts a on a.id = t.credit_account_id
           where a.user_id = ${caller.userId} and t.business_type in (${REBATE_TYPES})
           group by t.asset order by t.asset`,
    ),
    queryRows<{ asset: string; amount: string }>(
      context.db,
      sql`select asset, sum(amount)::text as amount from rebate_details
           where beneficiary_id = ${caller.userId} and status = ${RebateStatus.pending}
           group by asset order by asset`,
    ),
    queryRows<{ nickname: string | null }>(
      context.db,
      sql`select u.nickname from invite_links l join users u on u.id = l.inviter_id where l.invitee_id = ${caller.userId}`,
    ),
  ]);
  return {
    friends: friends[0]?.n ?? 0,
    tradingFriends: trading[0]?.n ?? 0,
    earned: amounts(earned),
    pending: amounts(pending),
    invitedBy: inviter[0] ? maskName(inviter[0].nickname) : null,
  };
};

/** The caller's payouts, newest first: the ledger's rebate transfers into their accounts. */
export const pageRebateRewards = async (
  context: AppContext,
  caller: Caller,
  query: { pageNo: number; pageSize: number },
): Promise<{ list: RebateReward[]; total: number }> => {
  const mine = sql`from ledger_transfers t join ledger_accounts a on a.id = t.credit_account_id
                   where a.user_id = ${caller.userId} and t.business_type in (${REBATE_TYPES})`;
  const [rows, [total]] = await Promise.all([
    queryRows<{
      id: string;
      asset: string;
      amount: string;
      business_type: number;
      created_at: Date;
      details: number;
    }>(
      context.db,
      sql`select t.id, t.asset, t.amount::text as amount, t.business_type, t.created_at,
                 (select count(*)::int from rebate_details d where d.payout_transfer_id = t.id) as details
          ${mine} order by t.created_at desc, t.id desc
          limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`,
    ),
    queryRows<{ n: number }>(context.db, sql`select count(*)::int as n ${mine}`),
  ]);
  return {
    list: rows.map((row) => ({
      transferId: row.id,
      // The id is `rebate:<day>:<user>:<asset>:<role>:<first detail>`.
      day: row.id.split(':')[1] ?? '',
      role: ROLE_OF_BUSINESS_TYPE.get(row.business_type) ?? 'inviter',
      asset: row.asset,
      amount: canonicalDecimal(row.amount),
      businessType: row.business_type,
      paidAt: new Date(row.created_at).getTime(),
      details: row.details,
    })),
    total: total?.n ?? 0,
  };
};

/** The top earners of the last 30 days: rebate transfers valued in USDT at the live price. */
export const getRebateRank = async (
  context: AppContext,
  caller: Caller,
): Promise<{ list: RebateRankEntry[]; days: number }> => {
  const since = new Date(context.clock.nowMs() - REBATE_RANK_DAYS * DAY_MS);
  const rows = await queryRows<{ user_id: string; nickname: string | null; asset: string; amount: string }>(
    context.db,
    sql`select a.user_id::text, u.nickname, t.asset, sum(t.amount)::text as amount
          from ledger_transfers t join ledger_accounts a on a.id = t.credit_account_id join users u on u.id = a.user_id
         where t.business_type in (${REBATE_TYPES}) and t.created_at >= ${since}
         group by a.user_id, u.nickname, t.asset`,
  );
  const byUser = new Map<string, { nickname: string | null; value: BigNumber }>();
  for (const row of rows) {
    const price = assetPriceUsdt(context, row.asset);
    const entry = byUser.get(row.user_id) ?? { nickname: row.nickname, value: new BigNumber(0) };
    if (price) entry.value = entry.value.plus(new BigNumber(row.amount).times(price.price));
    byUser.set(row.user_id, entry);
  }
  const ranked = [...byUser.entries()]
    .filter(([, entry]) => entry.value.isGreaterThan(0))
    .sort(([idA, a], [idB, b]) => b.value.comparedTo(a.value) || Number(idA) - Number(idB))
    .slice(0, REBATE_RANK_SIZE);
  return {
    list: ranked.map(([userId, entry], index) => ({
      rank: index + 1,
      name: maskName(entry.nickname),
      amountUsdt: entry.value.decimalPlaces(2, BigNumber.ROUND_DOWN).toFixed(),
      isCaller: Number(userId) === caller.userId,
    })),
    days: REBATE_RANK_DAYS,
  };
};

/** The caller's rebate details, newest fee first: each names the fee transfer and, once paid, the payout. */
export const pageRebateDetails = async (
  context: AppContext,
  caller: Caller,
  query: { pageNo: number; pageSize: number; role?: RebateRole | undefined },
): Promise<{ list: RebateDetail[]; total: number }> => {
  const where = and(
    eq(rebateDetails.beneficiaryId, caller.userId),
    query.role ? eq(rebateDetails.role, query.role) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    context.db
      .select({ detail: rebateDetails, nickname: users.nickname })
      .from(rebateDetails)
      .innerJoin(users, eq(users.id, rebateDetails.payerId))
      .where(where)
      .orderBy(desc(rebateDetails.feeAt), desc(rebateDetails.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    context.db.select({ total: count() }).from(rebateDetails).where(where),
  ]);
  return {
    list: rows.map(({ detail, nickname }) => ({
      id: detail.id,
      day: detail.day,
      role: detail.role as RebateRole,
      asset: detail.asset,
      feeTransferId: detail.feeTransferId,
      feeAmount: canonicalDecimal(detail.feeAmount),
      feeBusinessType: detail.feeBusinessType,
      feeAt: detail.feeAt.getTime(),
      rate: canonicalDecimal(detail.rate),
      amount: canonicalDecimal(detail.amount),
      paidAmount: canonicalDecimal(detail.paidAmount),
      status: detail.status,
      exclusion: detail.exclusion as RebateExclusion | null,
      // The friend who paid the fee: the caller themself for a kickback.
      friend: maskName(nickname),
      payoutTransferId: detail.payoutTransferId,
    })),
    total: total?.total ?? 0,
  };
};
