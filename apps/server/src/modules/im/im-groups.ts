import { and, eq, inArray } from 'drizzle-orm';
import {
  ChatGroupRole,
  ChatGroupType,
  UserKind,
  type ChatGroup,
  type ChatMessage,
} from '@exchange/contracts';
import { imGroups, imMembers, imMessages, imRatings, users } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { ExtensionPoint } from '../../platform/modules/index';
import { fail } from '../../platform/errors';
import { publishImEvent } from './im-events';
import { postSystemMessage } from './im-messages';
import {
  ensureGroup,
  groupsOf,
  memberGroup,
  messagesOf,
  moveReadOffset,
  partyKey,
  partyProfiles,
  senderNames,
  unreadCounts,
  type ChatParty,
} from './im-store';
import { forReader, toChatGroup, toWireMessage } from './im-views';

export const userParty = (caller: Pick<Caller, 'userId'>): ChatParty => ({ kind: 'user', id: caller.userId });

/**
 * Something a chat group can be about (issue 21 §1): the module that owns it contributes how to find the group's
 * people, so the chat never reads another module's tables and a new subject needs no change here.
 */
export interface ChatSubject {
  kind: string;
  groupType: number;
  /** The group of `id` as `caller` may open it (null when they take no part in it). */
  resolve(
    context: AppContext,
    id: number,
    caller: ChatParty,
  ): Promise<{
    title: string;
    linkUrl: string;
    members: ChatParty[];
    card: string;
    /** The group's type when it depends on the item (a deposit's method); `groupType` otherwise. */
    groupType?: number;
  } | null>;
}
export const CHAT_SUBJECTS = new ExtensionPoint<ChatSubject>('im.subjects');

/** The caller's groups with their unread counts, newest activity first. */
export const listGroups = async (context: AppContext, party: ChatParty): Promise<ChatGroup[]> => {
  const rows = await groupsOf(context.db, party);
  const unread = await unreadCounts(
    context.db,
    party,
    rows.map((row) => row.group.id),
  );
  return rows.map((row) => toChatGroup(row.group, row.member, unread.get(row.group.id) ?? 0));
};

const serviceTitle = async (context: AppContext, caller: Caller) => {
  if (caller.userKind !== UserKind.real) return `Visitor ${caller.userId}`;
  const [row] = await context.db
    .select({ name: users.nickname })
    .from(users)
    .where(eq(users.id, caller.userId));
  return row?.name ?? `User ${caller.userId}`;
};

/**
 * The manual group-list load: the caller's customer-service conversation (common service, type 5; one per user or
 * visitor, `service:<userId>`) exists afterwards, waiting in the agents' inbox until one takes it.
 */
export const loadGroups = async (context: AppContext, caller: Caller): Promise<ChatGroup[]> => {
  const party = userParty(caller);
  const sign = `service:${caller.userId}`;
  const [existing] = await context.db
    .select({ id: imGroups.id })
    .from(imGroups)
    .where(eq(imGroups.groupSign, sign));
  if (!existing) {
    const title = await serviceTitle(context, caller);
    await context.db.transaction((tx) =>
      ensureGroup(
        tx,
        {
          type: ChatGroupType.commonService,
          channelId: null,
          groupSign: sign,
          title,
          linkType: null,
          linkUrl: null,
          members: [{ ...party, role: ChatGroupRole.owner }],
        },
        new Date(context.clock.nowMs()),
      ),
    );
  }
  return listGroups(context, party);
};

/** `im/group/open`: the group of a subject the caller takes part in, created with every party the first time. */
export const openSubjectGroup = async (
  context: AppContext,
  caller: Caller,
  body: { kind: string; id: number },
): Promise<ChatGroup> => {
  const party = userParty(caller);
  const subject = context.modules.contributions(CHAT_SUBJECTS).find((item) => item.kind === body.kind);
  const found = subject ? await subject.resolve(context, body.id, party) : null;
  if (!subject || !found) return fail('IM_GROUP_NOT_FOUND', { field: 'id' });
  const sign = `${subject.kind}:${body.id}`;
  const [existing] = await context.db.select().from(imGroups).where(eq(imGroups.groupSign, sign));
  if (!existing) {
    const group = await context.db.transaction((tx) =>
      ensureGroup(
        tx,
        {
          type: found.groupType ?? subject.groupType,
          channelId: body.id,
          groupSign: sign,
          title: found.title,
          linkType: 1,
          linkUrl: found.linkUrl,
          members: found.members.map((member) => ({ ...member, role: ChatGroupRole.member })),
        },
        new Date(context.clock.nowMs()),
      ),
    );
    // The first message is the subject's card, so both sides see what the conversation is about.
    if (group.lastOffset === 0) await postSystemMessage(context, group.id, 'order', found.card);
    await publishImEvent(context, { type: 'groups', members: found.members.map(partyKey) });
  }
  const groups = await listGroups(context, party);
  return groups.find((group) => group.groupSign === sign) ?? fail('IM_GROUP_NOT_FOUND', { field: 'id' });
};

/** Messages of one of the reader's groups, in offset order. */
export const listMessages = async (
  context: AppContext,
  reader: ChatParty,
  query: {
    groupId: number;
    afterOffset?: number | undefined;
    beforeOffset?: number | undefined;
    limit: number;
  },
): Promise<ChatMessage[]> => {
  const { group } = await memberGroup(context.db, reader, query.groupId);
  const rows = await messagesOf(context.db, group.id, query);
  const names = await senderNames(context.db, rows);
  return rows.map((row) => forReader(toWireMessage(row, group, names), reader));
};

/** Marks a group read up to `offset` (MSG_ACK, im/message/read); the reader's other devices hear of it. */
export const readUpTo = async (context: AppContext, reader: ChatParty, groupId: number, offset: number) => {
  const { group } = await memberGroup(context.db, reader, groupId);
  const readOffset = await moveReadOffset(context.db, groupId, reader, offset);
  const unread = (await unreadCounts(context.db, reader, [groupId])).get(groupId) ?? 0;
  await publishImEvent(context, {
    type: 'read',
    member: partyKey(reader),
    group: { id: group.id, type: group.type, channelId: group.channelId },
  });
  return { groupId, readOffset, unreadCount: unread };
};

/** MSG_ACK names a message: the reader has read up to its offset (a message of a group they are not in: refused). */
export const ackMessage = async (context: AppContext, reader: ChatParty, msgId: number) => {
  const [message] = await context.db
    .select({ groupId: imMessages.groupId, offset: imMessages.offset })
    .from(imMessages)
    .where(eq(imMessages.id, msgId));
  if (!message) return fail('IM_MESSAGE_NOT_FOUND', { field: 'data.msgId' });
  await memberGroup(context.db, reader, message.groupId, 'data.msgId').catch(() =>
    fail('IM_MESSAGE_NOT_FOUND', { field: 'data.msgId' }),
  );
  return readUpTo(context, reader, message.groupId, message.offset);
};

/** Spec §7 avatar lookup: names and avatars of the asked members of one of the caller's groups. */
export const lookupAvatars = async (
  context: AppContext,
  reader: ChatParty,
  query: { groupId: number; userMemberIds: string },
) => {
  await memberGroup(context.db, reader, query.groupId);
  const ids = [...new Set(query.userMemberIds.split(',').map(Number))];
  const members = await context.db
    .select({ kind: imMembers.memberKind, id: imMembers.memberId })
    .from(imMembers)
    .where(and(eq(imMembers.groupId, query.groupId), inArray(imMembers.memberId, ids)));
  const profiles = await partyProfiles(
    context.db,
    members.map((member) => ({ kind: member.kind as ChatParty['kind'], id: member.id })),
  );
  return profiles.map(({ kind, id, nickname, avatar }) => ({ id, kind, nickname, avatar }));
};

/** The user's rating of a finished service conversation: once per finish, naming the agent who had it. */
export const rateConversation = async (
  context: AppContext,
  caller: Caller,
  body: { groupId: number; score: number; comment?: string | undefined },
) => {
  const { group } = await memberGroup(context.db, userParty(caller), body.groupId);
  if (group.type !== ChatGroupType.commonService || !group.finishedAt)
    return fail('IM_RATING_NOT_OPEN', { field: 'groupId' });
  const [rated] = await context.db
    .insert(imRatings)
    .values({
      groupId: group.id,
      userId: caller.userId,
      staffId: group.assignedStaffId,
      score: body.score,
      comment: body.comment ?? null,
      finishedAt: group.finishedAt,
      createdAt: new Date(context.clock.nowMs()),
    })
    .onConflictDoNothing()
    .returning({ id: imRatings.id });
  if (!rated) return fail('IM_RATING_NOT_OPEN', { field: 'groupId' });
  return { groupId: group.id, score: body.score };
};
