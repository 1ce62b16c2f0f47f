import { BigNumber } from 'bignumber.js';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  INVITE_CODES_MAX,
  InviteCodeStatus,
  type InviteCode,
  type InviteCodeBody,
  type InviteFriend,
} from '@exchange/contracts';
import { canonicalDecimal } from '@exchange/domain';
import type { AppContext, Caller } from '../../platform/context';
import { inviteCodes, inviteLinks, queryRows, users, type DbOrTx, type Tx } from '../../platform/db/index';
import { fail } from '../../platform/errors';
import { newInviteCode, type InviteCodeSource } from '../auth/index';
import { maskName } from '../../platform/mask-name';
import { readRebateConfig, toInviteCode, type InviteCodeRow } from './invite-rules';

/**
 * The user's own registration code (`users.invite_code`) as an invite code row: kickback 0, the default when the user
 * has none. Every user has one from registration (the `registered` hook; the migration for older accounts); this
 * brings in any made before the module (the demo seed).
 */
/** A registration code as an invite code: no label (the app names it), no kickback. */
const baseCodeRow = (userId: number, code: string, isDefault: boolean, now: Date) => ({
  userId,
  code,
  label: '',
  kickbackRate: '0',
  isDefault,
  createdAt: now,
  updatedAt: now,
});

export const ensureBaseCode = async (db: DbOrTx, userId: number, nowMs: number) => {
  const [user] = await db.select({ code: users.inviteCode }).from(users).where(eq(users.id, userId));
  if (!user?.code) return;
  const now = new Date(nowMs);
  const [hasDefault] = await db
    .select({ id: inviteCodes.id })
    .from(inviteCodes)
    .where(and(eq(inviteCodes.userId, userId), eq(inviteCodes.isDefault, true)));
  await db
    .insert(inviteCodes)
    .values(baseCodeRow(userId, user.code, !hasDefault, now))
    .onConflictDoNothing();
};

/** How many friends registered with each of these codes (one query for a page). */
export const friendCounts = async (db: DbOrTx, codes: string[]) => {
  if (codes.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ code: inviteLinks.code, friends: count() })
    .from(inviteLinks)
    .where(inArray(inviteLinks.code, codes))
    .groupBy(inviteLinks.code);
  return new Map(rows.map((row) => [row.code, row.friends]));
};

const withFriends = async (db: DbOrTx, rows: InviteCodeRow[]) => {
  const counts = await friendCounts(
    db,
    rows.map((row) => row.code),
  );
  return rows.map((row) => toInviteCode(row, counts.get(row.code) ?? 0));
};

export const pageInviteCodes = async (
  context: AppContext,
  caller: Caller,
  query: { pageNo: number; pageSize: number },
) => {
  await ensureBaseCode(context.db, caller.userId, context.clock.nowMs());
  const mine = eq(inviteCodes.userId, caller.userId);
  const [rows, [total]] = await Promise.all([
    context.db
      .select()
      .from(inviteCodes)
      .where(mine)
      .orderBy(desc(inviteCodes.isDefault), asc(inviteCodes.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    context.db.select({ total: count() }).from(inviteCodes).where(mine),
  ]);
  return { list: await withFriends(context.db, rows), total: total?.total ?? 0 };
};

const requireKickback = async (db: DbOrTx, kickbackRate: string) => {
  const config = await readRebateConfig(db);
  if (new BigNumber(kickbackRate).isGreaterThan(config.maxKickbackRate))
    fail('INVITE_KICKBACK_TOO_HIGH', {
      field: 'kickbackRate',
      // As a percentage: the message reads "at most 50 % of your commission" in every language.
      values: { max: `${new BigNumber(config.maxKickbackRate).times(100).toFixed()}%` },
    });
};

/** A code no user and no invite code has yet (eight characters of the registration alphabet). */
const freshCode = async (context: AppContext, tx: Tx) => {
  for (;;) {
    const code = newInviteCode(context.ids);
    const taken = await queryRows(
      tx,
      sql`select 1 from users where invite_code = ${code} union all select 1 from invite_codes where code = ${code}`,
    );
    if (taken.length === 0) return code;
  }
};

export const createInviteCode = async (
  context: AppContext,
  caller: Caller,
  body: InviteCodeBody,
): Promise<InviteCode> => {
  await requireKickback(context.db, body.kickbackRate);
  const nowMs = context.clock.nowMs();
  await ensureBaseCode(context.db, caller.userId, nowMs);
  const row = await context.db.transaction(async (tx) => {
    // The owner's row serialises their creations, so the limit holds under concurrent requests.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, caller.userId)).for('update');
    const [held] = await tx
      .select({ n: count() })
      .from(inviteCodes)
      .where(eq(inviteCodes.userId, caller.userId));
    if ((held?.n ?? 0) >= INVITE_CODES_MAX)
      fail('INVITE_CODES_LIMIT', { values: { limit: INVITE_CODES_MAX } });
    const now = new Date(nowMs);
    const [created] = await tx
      .insert(inviteCodes)
      .values({
        userId: caller.userId,
        code: await freshCode(context, tx),
        label: body.label,
        kickbackRate: canonicalDecimal(body.kickbackRate),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return created!;
  });
  return toInviteCode(row, 0);
};

const ownActiveCode = async (tx: DbOrTx, userId: number, id: number) => {
  const [row] = await tx
    .select()
    .from(inviteCodes)
    .where(and(eq(inviteCodes.id, id), eq(inviteCodes.userId, userId)))
    .for('update');
  if (!row) fail('INVITE_CODE_NOT_FOUND', { field: 'id' });
  if (row!.status !== InviteCodeStatus.active) fail('INVITE_CODE_SUSPENDED', { field: 'id' });
  return row!;
};

export const updateInviteCode = async (
  context: AppContext,
  caller: Caller,
  body: InviteCodeBody & { id: number },
): Promise<InviteCode> => {
  await requireKickback(context.db, body.kickbackRate);
  const row = await context.db.transaction(async (tx) => {
    await ownActiveCode(tx, caller.userId, body.id);
    const [updated] = await tx
      .update(inviteCodes)
      .set({
        label: body.label,
        kickbackRate: canonicalDecimal(body.kickbackRate),
        updatedAt: new Date(context.clock.nowMs()),
      })
      .where(eq(inviteCodes.id, body.id))
      .returning();
    return updated!;
  });
  return (await withFriends(context.db, [row]))[0]!;
};

export const setDefaultInviteCode = async (
  context: AppContext,
  caller: Caller,
  body: { id: number },
): Promise<InviteCode> => {
  const row = await context.db.transaction(async (tx) => {
    await ownActiveCode(tx, caller.userId, body.id);
    const now = new Date(context.clock.nowMs());
    await tx
      .update(inviteCodes)
      .set({ isDefault: false, updatedAt: now })
      .where(and(eq(inviteCodes.userId, caller.userId), ne(inviteCodes.id, body.id)));
    const [updated] = await tx
      .update(inviteCodes)
      .set({ isDefault: true, updatedAt: now })
      .where(eq(inviteCodes.id, body.id))
      .returning();
    return updated!;
  });
  return (await withFriends(context.db, [row]))[0]!;
};

export const pageInviteFriends = async (
  context: AppContext,
  caller: Caller,
  query: { pageNo: number; pageSize: number; codeId?: number | undefined },
): Promise<{ list: InviteFriend[]; total: number }> => {
  let codeFilter = sql``;
  if (query.codeId !== undefined) {
    const [code] = await context.db
      .select({ code: inviteCodes.code })
      .from(inviteCodes)
      .where(and(eq(inviteCodes.id, query.codeId), eq(inviteCodes.userId, caller.userId)));
    if (!code) fail('INVITE_CODE_NOT_FOUND', { field: 'codeId' });
    codeFilter = sql`and l.code = ${code!.code}`;
  }
  const rows = await queryRows<{
    nickname: string | null;
    code: string;
    created_at: Date;
    has_traded: boolean;
  }>(
    context.db,
    sql`select u.nickname, l.code, l.created_at,
               exists (select 1 from rebate_details d
                        where d.payer_id = l.invitee_id and d.beneficiary_id = ${caller.userId}
                          and d.role = 'inviter') as has_traded
          from invite_links l join users u on u.id = l.invitee_id
         where l.inviter_id = ${caller.userId} ${codeFilter}
         order by l.created_at desc, l.invitee_id desc
         limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`,
  );
  const [total] = await queryRows<{ total: number }>(
    context.db,
    sql`select count(*)::int as total from invite_links l where l.inviter_id = ${caller.userId} ${codeFilter}`,
  );
  return {
    list: rows.map((row) => ({
      name: maskName(row.nickname),
      code: row.code,
      registeredAt: new Date(row.created_at).getTime(),
      hasTraded: row.has_traded,
    })),
    total: total?.total ?? 0,
  };
};

/**
 * The invite module's codes for registration (auth's INVITE_CODE_SOURCES): an active code names its owner, a
 * suspended one is refused; a registration code not brought in yet is brought in first. Every new user's own code
 * becomes their default code, and the invite it came with is linked.
 */
export const inviteCodeSource: InviteCodeSource = {
  name: 'invite',
  resolve: async (context, code) => {
    const [owner] = await context.db.select({ id: users.id }).from(users).where(eq(users.inviteCode, code));
    if (owner) await ensureBaseCode(context.db, owner.id, context.clock.nowMs());
    const [row] = await context.db.select().from(inviteCodes).where(eq(inviteCodes.code, code));
    if (!row) return null;
    if (row.status !== InviteCodeStatus.active) return 'refused';
    return { inviterId: row.userId, code: row.code };
  },
  registered: async (tx, context, user, invite) => {
    const now = new Date(context.clock.nowMs());
    await tx.insert(inviteCodes).values(baseCodeRow(user.id, user.inviteCode, true, now));
    if (invite)
      await tx
        .insert(inviteLinks)
        .values({ inviteeId: user.id, inviterId: invite.inviterId, code: invite.code, createdAt: now });
  },
};
