import { and, desc, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import {
  ChatGroupRole,
  ChatGroupType,
  ChatMessageStatus,
  StaffPermission,
  staffCan,
  type InboxItem,
} from '@exchange/contracts';
import { imGroups, imMembers, imMessages, staffAccounts, users } from '../../../platform/db/index';
import type { AppContext, StaffCaller } from '../../../platform/context';
import { fail } from '../../../platform/errors';
import { publishImEvent } from '../im-events';
import { postSystemMessage, sendMessage } from '../im-messages';
import { addMembers, messagesOf, partyKey, senderNames, type ChatParty, type GroupRow } from '../im-store';
import { forReader, toWireMessage } from '../im-views';
import { readUpTo } from '../im-groups';

export const staffParty = (staff: Pick<StaffCaller, 'staffId'>): ChatParty => ({
  kind: 'staff',
  id: staff.staffId,
});

/** The inbox is about conversations with customers: not the private chat of a C2C order's two sides. */
const IN_INBOX = ne(imGroups.type, ChatGroupType.c2cService);

const scopeFilter = (scope: string, staffId: number): SQL | undefined => {
  if (scope === 'waiting') return and(isNull(imGroups.assignedStaffId), isNull(imGroups.finishedAt));
  if (scope === 'mine') return and(eq(imGroups.assignedStaffId, staffId), isNull(imGroups.finishedAt));
  if (scope === 'open') return isNull(imGroups.finishedAt);
  return isNotNull(imGroups.finishedAt);
};

/** Inbox rows for groups: customer, agent, unread (user messages past the agent's read position) and the last message. */
const toInboxItems = async (
  context: AppContext,
  staffId: number,
  groups: GroupRow[],
): Promise<InboxItem[]> => {
  if (groups.length === 0) return [];
  const ids = groups.map((group) => group.id);
  const [customers, agents, lasts] = await Promise.all([
    context.db
      .select({ groupId: imMembers.groupId, id: users.id, kind: users.kind, nickname: users.nickname })
      .from(imMembers)
      .innerJoin(users, eq(users.id, imMembers.memberId))
      .where(and(inArray(imMembers.groupId, ids), eq(imMembers.memberKind, 'user')))
      .orderBy(imMembers.role, imMembers.joinedAt),
    context.db
      .select({ id: staffAccounts.id, username: staffAccounts.username })
      .from(staffAccounts)
      .where(
        inArray(
          staffAccounts.id,
          groups.map((group) => group.assignedStaffId ?? -1),
        ),
      ),
    context.db
      .select()
      .from(imMessages)
      .where(
        and(
          inArray(imMessages.groupId, ids),
          sql`${imMessages.offset} = (select ${imGroups.lastOffset} from ${imGroups} where ${imGroups.id} = ${imMessages.groupId})`,
        ),
      ),
  ]);
  const unread = await context.db
    .select({ groupId: imMessages.groupId, count: sql<number>`count(*)::int` })
    .from(imMessages)
    .where(
      and(
        inArray(imMessages.groupId, ids),
        eq(imMessages.senderKind, 'user'),
        ne(imMessages.status, ChatMessageStatus.withdrawn),
        sql`${imMessages.offset} > coalesce((select ${imMembers.readOffset} from ${imMembers} where ${imMembers.groupId} = ${imMessages.groupId} and ${imMembers.memberKind} = 'staff' and ${imMembers.memberId} = ${staffId}), 0)`,
      ),
    )
    .groupBy(imMessages.groupId);
  const unreadOf = new Map(unread.map((row) => [row.groupId, row.count]));
  return groups.map((group) => {
    const customer = customers.find((row) => row.groupId === group.id);
    const last = lasts.find((row) => row.groupId === group.id);
    return {
      id: group.id,
      type: group.type,
      channelId: group.channelId,
      title: group.title,
      groupSign: group.groupSign,
      lastOffset: group.lastOffset,
      isFinished: group.finishedAt !== null,
      updatedAt: group.updatedAt.getTime(),
      userId: customer?.id ?? null,
      userKind: customer?.kind ?? null,
      userNickname: customer?.nickname ?? null,
      assignedStaffId: group.assignedStaffId,
      assignedStaff: agents.find((agent) => agent.id === group.assignedStaffId)?.username ?? null,
      unreadCount: unreadOf.get(group.id) ?? 0,
      lastMessage: last
        ? {
            contentType: last.contentType,
            data: last.status === ChatMessageStatus.withdrawn ? '' : last.data,
            senderKind: last.senderKind,
            createdAt: last.createdAt.getTime(),
          }
        : null,
    };
  });
};

export const pageInbox = async (
  context: AppContext,
  staff: StaffCaller,
  query: { pageNo: number; pageSize: number; scope: string; type?: number | undefined },
) => {
  const where = and(
    IN_INBOX,
    scopeFilter(query.scope, staff.staffId),
    query.type === undefined ? undefined : eq(imGroups.type, query.type),
  );
  const [rows, [count]] = await Promise.all([
    context.db
      .select()
      .from(imGroups)
      .where(where)
      .orderBy(desc(imGroups.updatedAt), desc(imGroups.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    context.db
      .select({ total: sql<number>`count(*)::int` })
      .from(imGroups)
      .where(where),
  ]);
  return { list: await toInboxItems(context, staff.staffId, rows), total: count?.total ?? 0 };
};

const inboxGroup = async (context: AppContext, id: number) => {
  const [group] = await context.db.select().from(imGroups).where(eq(imGroups.id, id));
  return group ?? fail('IM_GROUP_NOT_FOUND', { field: 'id' });
};

export const getInboxItem = async (context: AppContext, staff: StaffCaller, id: number) =>
  (await toInboxItems(context, staff.staffId, [await inboxGroup(context, id)]))[0]!;

/** Any conversation's messages (staff read C2C chats for appeals too), as the agent reads them. */
export const listInboxMessages = async (
  context: AppContext,
  staff: StaffCaller,
  id: number,
  query: { afterOffset?: number | undefined; beforeOffset?: number | undefined; limit: number },
) => {
  const group = await inboxGroup(context, id);
  // Without an offset: the newest page, in offset order.
  const rows = await messagesOf(context.db, group.id, query);
  const names = await senderNames(context.db, rows);
  return rows.map((row) => forReader(toWireMessage(row, group, names), staffParty(staff)));
};

/** `staff_accounts.status` of an account that may sign in. */
const STAFF_ACTIVE = 1;

/** Active staff who may answer (chat.answer): whom a conversation can be given to, by name. */
export const listAgents = async (context: AppContext) => {
  const rows = await context.db
    .select({ id: staffAccounts.id, username: staffAccounts.username, role: staffAccounts.role })
    .from(staffAccounts)
    .where(eq(staffAccounts.status, STAFF_ACTIVE))
    .orderBy(staffAccounts.username);
  return rows
    .filter((row) => staffCan(row.role, StaffPermission.chatAnswer))
    .map(({ id, username }) => ({ id, username }));
};

/** The newest messages of a subject's chat read for a decision (a C2C appeal): at most this many. */
export const SUBJECT_CHAT_LIMIT = 200;

/**
 * A subject's chat (`c2c:<order id>`) as staff read it for a decision about the subject, whether or not they hold the
 * chat permissions: the module that owns the subject checks its own permission first. Empty when the two sides never
 * opened it. Reading writes nothing (no read position, no membership).
 */
export const readSubjectChat = async (context: AppContext, staffId: number, kind: string, id: number) => {
  const [group] = await context.db
    .select()
    .from(imGroups)
    .where(eq(imGroups.groupSign, `${kind}:${id}`));
  if (!group) return [];
  const rows = await messagesOf(context.db, group.id, { limit: SUBJECT_CHAT_LIMIT });
  const names = await senderNames(context.db, rows);
  return rows.map((row) => forReader(toWireMessage(row, group, names), staffParty({ staffId })));
};

/**
 * Takes a conversation (or gives it to another agent who may answer): a guarded update of the group, the agent
 * joins as designated customer service, a `join` message tells the customer.
 */
export const assignConversation = async (
  context: AppContext,
  staff: StaffCaller,
  id: number,
  body: { staffId?: number | undefined },
) => {
  const group = await inboxGroup(context, id);
  if (group.type === ChatGroupType.c2cService) return fail('IM_GROUP_NOT_FOUND', { field: 'id' });
  const agentId = body.staffId ?? staff.staffId;
  const [agent] = await context.db
    .select({ id: staffAccounts.id, username: staffAccounts.username, role: staffAccounts.role })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.id, agentId), eq(staffAccounts.status, STAFF_ACTIVE)));
  if (!agent || !staffCan(agent.role, StaffPermission.chatAnswer))
    return fail('NOT_FOUND', { field: 'staffId' });
  if (group.assignedStaffId !== agent.id) {
    await context.db.transaction(async (tx) => {
      await tx
        .update(imGroups)
        .set({ assignedStaffId: agent.id, finishedAt: null, updatedAt: new Date(context.clock.nowMs()) })
        .where(eq(imGroups.id, group.id));
      await addMembers(
        tx,
        group.id,
        [{ kind: 'staff', id: agent.id, role: ChatGroupRole.designated }],
        new Date(context.clock.nowMs()),
      );
    });
    await postSystemMessage(context, group.id, 'join', agent.username);
    await publishImEvent(context, { type: 'groups', members: [partyKey({ kind: 'staff', id: agent.id })] });
  }
  return getInboxItem(context, staff, id);
};

/** An agent answers in a conversation assigned to them. */
export const staffSend = async (
  context: AppContext,
  staff: StaffCaller,
  id: number,
  body: { uuid: string; contentType: 'text' | 'image'; data: string },
) => {
  const group = await inboxGroup(context, id);
  if (group.assignedStaffId !== staff.staffId) return fail('FORBIDDEN', { field: 'id' });
  return (await sendMessage(context, staffParty(staff), { groupId: group.id, ...body })).message;
};

/** Finishes a service conversation: the customer may rate it; their next message opens it again. */
export const finishConversation = async (context: AppContext, staff: StaffCaller, id: number) => {
  const group = await inboxGroup(context, id);
  if (group.type === ChatGroupType.c2cService) return fail('IM_GROUP_NOT_FOUND', { field: 'id' });
  const [finished] = await context.db
    .update(imGroups)
    .set({ finishedAt: new Date(context.clock.nowMs()) })
    .where(and(eq(imGroups.id, group.id), isNull(imGroups.finishedAt)))
    .returning({ id: imGroups.id });
  if (finished) {
    await postSystemMessage(context, group.id, 'finish', staff.username);
    const members = await context.db
      .select({ kind: imMembers.memberKind, id: imMembers.memberId })
      .from(imMembers)
      .where(eq(imMembers.groupId, group.id));
    await publishImEvent(context, {
      type: 'groups',
      members: members.map((member) => partyKey({ kind: member.kind as ChatParty['kind'], id: member.id })),
    });
  }
  return getInboxItem(context, staff, id);
};

export const staffRead = (context: AppContext, staff: StaffCaller, id: number, offset: number) =>
  readUpTo(context, staffParty(staff), id, offset);
