import { and, eq } from 'drizzle-orm';
import {
  ChatGroupType,
  ChatMessageStatus,
  IM_CHANGE_WINDOW_MS,
  IM_FILE_URL_PATTERN,
  IM_MESSAGES_PER_MINUTE,
  type ChatMessage,
  type SendMessageInput,
} from '@exchange/contracts';
import { imFiles, imGroups, imMessages, isUniqueViolation } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { fail } from '../../platform/errors';
import { INBOX_KEY, publishImEvent } from './im-events';
import { getBusinessHours, isWithinHours } from './admin/agent-settings';
import {
  appendMessage,
  memberGroup,
  membersOf,
  partyKey,
  senderNames,
  sentWithUuid,
  type ChatParty,
  type GroupRow,
  type MessageRow,
} from './im-store';
import { forReader, toWireMessage, type WireMessage } from './im-views';

const MINUTE_MS = 60_000;

/** Groups a new message opens again once they were finished (a customer writing after the agent closed the chat). */
const REOPENING_TYPES: readonly number[] = [ChatGroupType.commonService, ChatGroupType.temporary];

/** The message as `reader` sees it, with its sender's name. */
export const readerView = async (
  context: AppContext,
  row: MessageRow,
  group: Pick<GroupRow, 'type' | 'channelId'>,
  reader: ChatParty,
): Promise<ChatMessage> => forReader(toWireMessage(row, group, await senderNames(context.db, [row])), reader);

/**
 * After commit: every member's sockets, on every instance, get the message; agents' sockets too (the inbox key) unless
 * it is the private chat of a C2C order's two sides.
 */
export const announceMessage = async (
  context: AppContext,
  group: Pick<GroupRow, 'id' | 'type'>,
  message: WireMessage,
): Promise<void> => {
  const members = (await membersOf(context.db, group.id)).map(partyKey);
  if (group.type !== ChatGroupType.c2cService) members.push(INBOX_KEY);
  await publishImEvent(context, { type: 'message', members, message });
};

const checkImage = async (context: AppContext, groupId: number, url: string) => {
  if (!IM_FILE_URL_PATTERN.test(url)) return fail('IM_IMAGE_NOT_FOUND', { field: 'data' });
  const [file] = await context.db
    .select({ groupId: imFiles.groupId })
    .from(imFiles)
    .where(eq(imFiles.id, url.slice(url.lastIndexOf('/') + 1)));
  if (file?.groupId !== groupId) fail('IM_IMAGE_NOT_FOUND', { field: 'data' });
};

const checkRate = async (context: AppContext, sender: ChatParty) => {
  const count = await context.counter.increment(`im:send:${partyKey(sender)}`, MINUTE_MS);
  if (count > IM_MESSAGES_PER_MINUTE)
    fail('RATE_LIMITED', { values: { seconds: 60 }, data: { retryAfterSeconds: 60 } });
};

/**
 * Sends a text or an uploaded image into one of the sender's groups. A repeat of a uuid the sender already used in
 * the group returns that message and sends nothing (a client resending after a lost echo); `isRepeat` says so.
 */
export const sendMessage = async (
  context: AppContext,
  sender: ChatParty,
  input: SendMessageInput,
): Promise<{ message: ChatMessage; isRepeat: boolean }> => {
  const { group } = await memberGroup(context.db, sender, input.groupId);
  const earlier = await sentWithUuid(context.db, group.id, sender, input.uuid);
  if (earlier) return { message: await readerView(context, earlier, group, sender), isRepeat: true };
  if (input.contentType === 'image') await checkImage(context, group.id, input.data);
  await checkRate(context, sender);
  let row: MessageRow;
  try {
    row = await context.db.transaction((tx) =>
      appendMessage(tx, {
        groupId: group.id,
        sender,
        uuid: input.uuid,
        contentType: input.contentType,
        data: input.data,
        now: new Date(context.clock.nowMs()),
        reopen: REOPENING_TYPES.includes(group.type),
      }),
    );
  } catch (error) {
    // The same uuid sent twice at once: the other one stored it; answer with that.
    const stored = isUniqueViolation(error)
      ? await sentWithUuid(context.db, group.id, sender, input.uuid)
      : undefined;
    if (!stored) throw error;
    return { message: await readerView(context, stored, group, sender), isRepeat: true };
  }
  const wire = toWireMessage(row, group, await senderNames(context.db, [row]));
  await announceMessage(context, group, wire);
  if (sender.kind === 'user' && group.type === ChatGroupType.commonService && group.assignedStaffId === null)
    await answerWhenAway(context, group.id, row.offset);
  if (group.finishedAt && REOPENING_TYPES.includes(group.type))
    await publishImEvent(context, { type: 'groups', members: [partyKey(sender)] });
  return { message: forReader(wire, sender), isRepeat: false };
};

/**
 * Outside business hours a customer writing to a conversation no agent has taken gets the away message, once per
 * burst: not when the message before theirs is already the system's.
 */
const answerWhenAway = async (context: AppContext, groupId: number, offset: number) => {
  const hours = await getBusinessHours(context);
  if (isWithinHours(hours, context.clock.nowMs())) return;
  const [previous] = await context.db
    .select({ senderKind: imMessages.senderKind })
    .from(imMessages)
    .where(and(eq(imMessages.groupId, groupId), eq(imMessages.offset, offset - 1)));
  if (previous?.senderKind === 'system') return;
  await postSystemMessage(context, groupId, 'text', hours.awayMessage);
};

/** A message the server writes (an order card, an agent joined, a finish, the away message): no sender, no limit. */
export const postSystemMessage = async (
  context: AppContext,
  groupId: number,
  contentType: 'order' | 'join' | 'finish' | 'text',
  data: string,
) => {
  const row = await context.db.transaction((tx) =>
    appendMessage(tx, {
      groupId,
      sender: null,
      uuid: context.ids.uuid(),
      contentType,
      data,
      now: new Date(context.clock.nowMs()),
      reopen: false,
    }),
  );
  const [group] = await context.db.select().from(imGroups).where(eq(imGroups.id, groupId));
  if (group) await announceMessage(context, group, toWireMessage(row, group, new Map()));
  return row;
};

type Change = { kind: 'revoke' } | { kind: 'edit'; data: string };

/**
 * Withdraws or edits one of the caller's own messages within IM_CHANGE_WINDOW_MS: a guarded update of the locked row;
 * the change goes to every member as a MESSAGE with the same id and offset.
 */
export const changeMessage = async (context: AppContext, caller: ChatParty, id: number, change: Change) => {
  const { row, group } = await context.db.transaction(async (tx) => {
    const [found] = await tx.select().from(imMessages).where(eq(imMessages.id, id)).for('update');
    if (!found) return fail('IM_MESSAGE_NOT_FOUND', { field: 'id' });
    const { group: owning } = await memberGroup(tx, caller, found.groupId, 'id').catch(() =>
      fail('IM_MESSAGE_NOT_FOUND', { field: 'id' }),
    );
    if (found.senderKind !== caller.kind || found.senderId !== caller.id)
      fail('IM_NOT_SENDER', { field: 'id' });
    if (found.status === ChatMessageStatus.withdrawn) fail('IM_MESSAGE_WITHDRAWN', { field: 'id' });
    const now = new Date(context.clock.nowMs());
    if (now.getTime() - found.createdAt.getTime() > IM_CHANGE_WINDOW_MS)
      fail('IM_CHANGE_WINDOW_PASSED', { field: 'id', values: { minutes: IM_CHANGE_WINDOW_MS / MINUTE_MS } });
    if (change.kind === 'edit' && found.contentType !== 'text') fail('IM_NOT_TEXT', { field: 'id' });
    const [updated] = await tx
      .update(imMessages)
      .set(
        change.kind === 'revoke'
          ? { status: ChatMessageStatus.withdrawn, editedAt: now }
          : { status: ChatMessageStatus.edited, data: change.data, editedAt: now },
      )
      .where(eq(imMessages.id, id))
      .returning();
    return { row: updated!, group: owning };
  });
  const wire = toWireMessage(row, group, await senderNames(context.db, [row]));
  await announceMessage(context, group, wire);
  return forReader(wire, caller);
};
