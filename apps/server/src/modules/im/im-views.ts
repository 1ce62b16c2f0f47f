import { ChatMessageStatus, type ChatGroup, type ChatMessage } from '@exchange/contracts';
import type { GroupRow, MemberRow, MessageRow } from './im-store';
import { partyKey, type ChatParty } from './im-store';

/**
 * A message as it travels between instances: everything but the reader's side of it (`showDirection`), which each
 * socket adds for its own reader.
 */
export type WireMessage = Omit<ChatMessage, 'showDirection'>;

const SYSTEM_NAME = 'System';

export const toWireMessage = (
  row: MessageRow,
  group: Pick<GroupRow, 'type' | 'channelId'>,
  names: ReadonlyMap<string, string>,
): WireMessage => ({
  id: row.id,
  groupId: row.groupId,
  channelId: group.channelId,
  groupType: group.type,
  offset: row.offset,
  senderKind: row.senderKind as ChatMessage['senderKind'],
  senderId: row.senderId,
  senderName:
    row.senderKind === 'system'
      ? SYSTEM_NAME
      : (names.get(`${row.senderKind}:${row.senderId}`) ?? `${row.senderKind} ${row.senderId}`),
  // A withdrawn message keeps its place (offset) and loses its content for every reader.
  payload: {
    data: row.status === ChatMessageStatus.withdrawn ? '' : row.data,
    uuid: row.uuid,
    contentType: row.contentType as ChatMessage['payload']['contentType'],
  },
  status: row.status,
  createdAt: row.createdAt.getTime(),
  editedAt: row.editedAt?.getTime() ?? null,
});

/** Spec §3: showDirection 0 means the reader wrote it. */
export const forReader = (message: WireMessage, reader: ChatParty): ChatMessage => ({
  ...message,
  showDirection:
    message.senderKind !== 'system' && `${message.senderKind}:${message.senderId}` === partyKey(reader)
      ? 0
      : 1,
});

export const toChatGroup = (group: GroupRow, member: MemberRow, unreadCount: number): ChatGroup => ({
  id: group.id,
  type: group.type,
  channelId: group.channelId,
  title: group.title,
  imgUrl: null,
  unreadCount,
  groupSign: group.groupSign,
  linkType: group.linkType,
  linkUrl: group.linkUrl,
  role: member.role,
  lastOffset: group.lastOffset,
  readOffset: member.readOffset,
  isFinished: group.finishedAt !== null,
  updatedAt: group.updatedAt.getTime(),
});
