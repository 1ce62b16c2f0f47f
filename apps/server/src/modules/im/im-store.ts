import { and, asc, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { ChatMessageStatus } from '@exchange/contracts';
import { imGroups, imMembers, imMessages, staffAccounts, users } from '../../platform/db/index';
import type { DbOrTx, Tx } from '../../platform/db/index';
import { fail } from '../../platform/errors';

/** Who takes part in chat: a user (member or visitor, `users.id`) or a staff member (`staff_accounts.id`). */
export type MemberKind = 'user' | 'staff';
export interface ChatParty {
  kind: MemberKind;
  id: number;
}
/** The bus and socket key of a party: `user:100001`, `staff:3`. */
export const partyKey = (party: ChatParty) => `${party.kind}:${party.id}`;

export type GroupRow = typeof imGroups.$inferSelect;
export type MessageRow = typeof imMessages.$inferSelect;
export type MemberRow = typeof imMembers.$inferSelect;
type Reader = DbOrTx;

/** A group as one of its members reads it (any other caller is told it does not exist). */
export const memberGroup = async (db: Reader, party: ChatParty, groupId: number, field = 'groupId') => {
  const [row] = await db
    .select({ group: imGroups, member: imMembers })
    .from(imGroups)
    .innerJoin(
      imMembers,
      and(
        eq(imMembers.groupId, imGroups.id),
        eq(imMembers.memberKind, party.kind),
        eq(imMembers.memberId, party.id),
      ),
    )
    .where(eq(imGroups.id, groupId));
  return row ?? fail('IM_GROUP_NOT_FOUND', { field });
};

export const membersOf = async (db: Reader, groupId: number): Promise<ChatParty[]> =>
  (
    await db
      .select({ kind: imMembers.memberKind, id: imMembers.memberId })
      .from(imMembers)
      .where(eq(imMembers.groupId, groupId))
  ).map((row) => ({ kind: row.kind as MemberKind, id: row.id }));

/** Adds members that are not in the group yet (a designated agent, the two sides of an order); keeps existing rows. */
export const addMembers = async (
  tx: Tx,
  groupId: number,
  members: readonly (ChatParty & { role: number })[],
  now: Date,
) => {
  if (members.length === 0) return;
  await tx
    .insert(imMembers)
    .values(
      members.map((member) => ({
        groupId,
        memberKind: member.kind,
        memberId: member.id,
        role: member.role,
        joinedAt: now,
      })),
    )
    .onConflictDoNothing();
};

export interface GroupSpec {
  type: number;
  channelId: number | null;
  groupSign: string;
  title: string;
  linkType: number | null;
  linkUrl: string | null;
  members: readonly (ChatParty & { role: number })[];
}

/** The group named `groupSign`, created with its members the first time (two racing openers get the same group). */
export const ensureGroup = async (tx: Tx, spec: GroupSpec, now: Date): Promise<GroupRow> => {
  const [created] = await tx
    .insert(imGroups)
    .values({
      type: spec.type,
      channelId: spec.channelId,
      groupSign: spec.groupSign,
      title: spec.title,
      linkType: spec.linkType,
      linkUrl: spec.linkUrl,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  const [group] = created
    ? [created]
    : await tx.select().from(imGroups).where(eq(imGroups.groupSign, spec.groupSign));
  if (!group) throw new Error(`chat group ${spec.groupSign} vanished`);
  await addMembers(tx, group.id, spec.members, now);
  return group;
};

/**
 * Appends a message: the group's `last_offset` moves by one in an UPDATE that also locks the row, so concurrent
 * senders to one group queue here and take consecutive offsets; the sender has read everything up to it.
 */
export const appendMessage = async (
  tx: Tx,
  input: {
    groupId: number;
    sender: ChatParty | null;
    uuid: string;
    contentType: string;
    data: string;
    now: Date;
    /** A service conversation opens again when someone writes into it after it was finished. */
    reopen: boolean;
  },
): Promise<MessageRow> => {
  const [group] = await tx
    .update(imGroups)
    .set({
      lastOffset: sql`${imGroups.lastOffset} + 1`,
      updatedAt: input.now,
      ...(input.reopen ? { finishedAt: null } : {}),
    })
    .where(eq(imGroups.id, input.groupId))
    .returning({ offset: imGroups.lastOffset });
  if (!group) throw new Error(`chat group ${input.groupId} vanished`);
  const [message] = await tx
    .insert(imMessages)
    .values({
      groupId: input.groupId,
      offset: group.offset,
      senderKind: input.sender?.kind ?? 'system',
      senderId: input.sender?.id ?? null,
      uuid: input.uuid,
      contentType: input.contentType,
      data: input.data,
      status: ChatMessageStatus.normal,
      createdAt: input.now,
    })
    .returning();
  if (!message) throw new Error('chat message not stored');
  if (input.sender) await moveReadOffset(tx, input.groupId, input.sender, group.offset);
  return message;
};

/** The message a sender already sent under `uuid` into the group (a resend), if any. */
export const sentWithUuid = async (db: Reader, groupId: number, sender: ChatParty, uuid: string) => {
  const [row] = await db
    .select()
    .from(imMessages)
    .where(
      and(
        eq(imMessages.groupId, groupId),
        eq(imMessages.senderKind, sender.kind),
        eq(imMessages.senderId, sender.id),
        eq(imMessages.uuid, uuid),
      ),
    );
  return row;
};

/** Moves a member's read position forward to `offset` (never back, never past the newest message); the position. */
export const moveReadOffset = async (db: Reader, groupId: number, party: ChatParty, offset: number) => {
  const [moved] = await db
    .update(imMembers)
    .set({
      readOffset: sql`greatest(${imMembers.readOffset}, least(${offset}, (select ${imGroups.lastOffset} from ${imGroups} where ${imGroups.id} = ${groupId})))`,
    })
    .where(
      and(
        eq(imMembers.groupId, groupId),
        eq(imMembers.memberKind, party.kind),
        eq(imMembers.memberId, party.id),
      ),
    )
    .returning({ readOffset: imMembers.readOffset });
  return moved?.readOffset ?? 0;
};

/**
 * Unread messages of `party` in each of `groupIds` (every group of theirs when omitted): past their read position,
 * written by someone else, not withdrawn. Groups with none are absent from the map.
 */
export const unreadCounts = async (db: Reader, party: ChatParty, groupIds?: readonly number[]) => {
  if (groupIds?.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ groupId: imMessages.groupId, count: sql<number>`count(*)::int` })
    .from(imMessages)
    .innerJoin(
      imMembers,
      and(
        eq(imMembers.groupId, imMessages.groupId),
        eq(imMembers.memberKind, party.kind),
        eq(imMembers.memberId, party.id),
      ),
    )
    .where(
      and(
        groupIds ? inArray(imMessages.groupId, [...groupIds]) : undefined,
        gt(imMessages.offset, imMembers.readOffset),
        ne(imMessages.status, ChatMessageStatus.withdrawn),
        sql`not (${imMessages.senderKind} = ${party.kind} and ${imMessages.senderId} = ${party.id})`,
      ),
    )
    .groupBy(imMessages.groupId);
  return new Map(rows.map((row) => [row.groupId, row.count]));
};

/** The groups `party` is in, newest activity first, with their membership row. */
export const groupsOf = async (db: Reader, party: ChatParty) =>
  db
    .select({ group: imGroups, member: imMembers })
    .from(imMembers)
    .innerJoin(imGroups, eq(imGroups.id, imMembers.groupId))
    .where(and(eq(imMembers.memberKind, party.kind), eq(imMembers.memberId, party.id)))
    .orderBy(desc(imGroups.updatedAt), desc(imGroups.id));

export const messagesOf = async (
  db: Reader,
  groupId: number,
  range: { afterOffset?: number | undefined; beforeOffset?: number | undefined; limit: number },
): Promise<MessageRow[]> => {
  if (range.beforeOffset !== undefined) {
    const rows = await db
      .select()
      .from(imMessages)
      .where(and(eq(imMessages.groupId, groupId), lt(imMessages.offset, range.beforeOffset)))
      .orderBy(desc(imMessages.offset))
      .limit(range.limit);
    return rows.reverse();
  }
  if (range.afterOffset !== undefined)
    return db
      .select()
      .from(imMessages)
      .where(and(eq(imMessages.groupId, groupId), gt(imMessages.offset, range.afterOffset)))
      .orderBy(asc(imMessages.offset))
      .limit(range.limit);
  // Neither: the newest page.
  return messagesOf(db, groupId, { beforeOffset: 2_147_483_647, limit: range.limit });
};

export interface PartyProfile extends ChatParty {
  nickname: string;
  avatar: string | null;
}

/** Names and avatars of chat parties: users by nickname and avatar, staff by username (no avatar). */
export const partyProfiles = async (db: Reader, parties: readonly ChatParty[]): Promise<PartyProfile[]> => {
  const idsOf = (kind: MemberKind) => [
    ...new Set(parties.filter((party) => party.kind === kind).map((party) => party.id)),
  ];
  const [userIds, staffIds] = [idsOf('user'), idsOf('staff')];
  const [people, staff] = await Promise.all([
    userIds.length
      ? db
          .select({ id: users.id, nickname: users.nickname, avatar: users.avatar })
          .from(users)
          .where(inArray(users.id, userIds))
      : [],
    staffIds.length
      ? db
          .select({ id: staffAccounts.id, nickname: staffAccounts.username })
          .from(staffAccounts)
          .where(inArray(staffAccounts.id, staffIds))
      : [],
  ]);
  return [
    ...people.map((row) => ({ kind: 'user' as const, ...row })),
    ...staff.map((row) => ({ kind: 'staff' as const, ...row, avatar: null })),
  ];
};

/** Display names of the parties who wrote `rows`, by party key. */
export const senderNames = async (db: Reader, rows: readonly MessageRow[]) => {
  const senders = rows
    .filter((row) => row.senderKind !== 'system' && row.senderId !== null)
    .map((row) => ({ kind: row.senderKind as MemberKind, id: row.senderId! }));
  return new Map((await partyProfiles(db, senders)).map((profile) => [partyKey(profile), profile.nickname]));
};
