import { z } from 'zod';
import { plainText } from '../strict-text';

/**
 * The chat socket's protocol (`/im-websocket`, spec §4 and §7, issue 21), defined once for the server, the web app and
 * the tests. Frames are JSON `{type, data}` except the heartbeat: the client sends the text `ping` every 6 s and the
 * server answers `pong`. Connect with query `Authorization=<access token>` (a member's, or a visitor's from
 * temporary-login) and `socketId`. A token that does not verify is answered with the plain text `Invalid token`
 * and the socket closes (4401); a session that ends while connected gets `TOKEN_INVALID` and the close.
 */
export const IM_SOCKET_PATH = '/im-websocket';
export const IM_PING_TEXT = 'ping';
export const IM_PONG_TEXT = 'pong';
export const IM_INVALID_TOKEN_TEXT = 'Invalid token';
export const IM_INVALID_TOKEN_CLOSE_CODE = 4401;
/** Spec §9: the client pings every 6 s; the server closes a socket silent for 20 s. */
export const IM_PING_INTERVAL_MS = 6_000;
export const IM_SILENCE_CLOSE_MS = 20_000;
/** Largest frame either side accepts. */
export const IM_MAX_FRAME_BYTES = 16 * 1024;
/** Longest text message. */
export const IM_TEXT_MAX = 2_000;
/** Spec §5: a resent image whose url is longer than this (or base64) is skipped; the server refuses longer urls. */
export const IM_IMAGE_URL_MAX = 500;
/** A sender's own message can be edited or withdrawn for this long. */
export const IM_CHANGE_WINDOW_MS = 2 * 60 * 1000;
/** Messages a sender may send in one minute (over every group). */
export const IM_MESSAGES_PER_MINUTE = 30;
/** At most this many missed messages per group are pushed on connect; older ones are read with the message list. */
export const IM_CONNECT_PUSH_MAX = 50;

/** Spec §3: the chat group types. */
export const ChatGroupType = {
  bankCard: 0,
  autoCrypto: 1,
  backendRecharge: 2,
  c2cService: 3,
  cryptoScreenshot: 4,
  commonService: 5,
  thirdParty: 6,
  temporary: 7,
} as const;
export type ChatGroupType = (typeof ChatGroupType)[keyof typeof ChatGroupType];
export const CHAT_GROUP_TYPES = Object.values(ChatGroupType);

/** Spec §6: a member's role in a group. */
export const ChatGroupRole = { designated: 0, owner: 1, admin: 2, member: 3 } as const;
export type ChatGroupRole = (typeof ChatGroupRole)[keyof typeof ChatGroupRole];

/** Spec §3: normal 1, edited 2, withdrawn −1. */
export const ChatMessageStatus = { normal: 1, edited: 2, withdrawn: -1 } as const;
export type ChatMessageStatus = (typeof ChatMessageStatus)[keyof typeof ChatMessageStatus];

/** Spec §3: the client's view of its own message — failed −1, waiting 2, succeeded 3. */
export const ChatSendStatus = { failed: -1, waiting: 2, succeeded: 3 } as const;
export type ChatSendStatus = (typeof ChatSendStatus)[keyof typeof ChatSendStatus];

/**
 * Spec §3 content kinds. People send `text` and `image` (an uploaded image's url); `order` (a C2C order card),
 * `join` (an agent joined) and `finish` (the conversation was finished) are written by the server; `video` is
 * listed by the spec and refused: a video cannot be checked like an image.
 */
export const CHAT_CONTENT_TYPES = ['text', 'image', 'order', 'video', 'join', 'finish'] as const;
export type ChatContentType = (typeof CHAT_CONTENT_TYPES)[number];
export const CHAT_SENDABLE_TYPES = ['text', 'image'] as const;

/** Who wrote a message: a user (member or visitor), a support agent, or the system. */
export const CHAT_SENDER_KINDS = ['user', 'staff', 'system'] as const;
export type ChatSenderKind = (typeof CHAT_SENDER_KINDS)[number];

/** The client's id of a message it sends: a repeat with the same uuid returns the first message (resends are safe). */
export const chatUuidSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8–64 letters, digits, _ or -');

/** An uploaded chat image's url as the upload returned it. */
export const IM_FILE_URL_PATTERN = /^\/api\/app-api\/im\/file\/[0-9a-f-]{36}$/;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  /** What the group is about (a C2C order id, a deposit id); null for a service conversation. */
  channelId: z.number().int().nullable(),
  groupType: z.number().int(),
  /** 1, 2, 3… within the group, without gaps: a client holding offset n and receiving n + 2 fetches n + 1. */
  offset: z.number().int(),
  senderKind: z.enum(CHAT_SENDER_KINDS),
  senderId: z.number().int().nullable(),
  senderName: z.string(),
  payload: z.object({
    /** The text, an image url, or for order/join/finish a short server text (never HTML: shown as text). */
    data: z.string(),
    uuid: z.string(),
    contentType: z.enum(CHAT_CONTENT_TYPES),
  }),
  status: z.number().int(),
  /** 0 when the reader wrote it (shown on the reader's side), 1 otherwise. */
  showDirection: z.number().int(),
  createdAt: z.number().int(),
  editedAt: z.number().int().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatGroupSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  channelId: z.number().int().nullable(),
  title: z.string(),
  imgUrl: z.string().nullable(),
  unreadCount: z.number().int(),
  /** A stable name of the group (`service:<userId>`, `c2c:<orderId>`). */
  groupSign: z.string(),
  /** Where the group's subject opens in the app: 1 an app route (linkUrl), null none. */
  linkType: z.number().int().nullable(),
  linkUrl: z.string().nullable(),
  role: z.number().int(),
  /** The newest offset in the group and the reader's read position. */
  lastOffset: z.number().int(),
  readOffset: z.number().int(),
  /** A finished service conversation can be rated once; a new message opens it again. */
  isFinished: z.boolean(),
  updatedAt: z.number().int(),
});
export type ChatGroup = z.infer<typeof chatGroupSchema>;

export const sendMessageInputSchema = z.strictObject({
  groupId: z.number().int().positive().max(2_147_483_647),
  uuid: chatUuidSchema,
  contentType: z.enum(CHAT_SENDABLE_TYPES),
  data: plainText(1, IM_TEXT_MAX),
});
export type SendMessageInput = z.infer<typeof sendMessageInputSchema>;

export const imClientMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('language'), data: z.string().min(2).max(10) }),
  z.strictObject({ type: z.literal('SEND_MESSAGE'), data: sendMessageInputSchema }),
  /** The reader has seen up to this message: its group's read position moves there (never back). */
  z.strictObject({
    type: z.literal('MSG_ACK'),
    data: z.strictObject({ msgId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
  }),
]);
export type ImClientMessage = z.infer<typeof imClientMessageSchema>;

export const unreadCountSchema = z.object({
  groupId: z.number().int(),
  groupType: z.number().int(),
  channelId: z.number().int().nullable(),
  /** Unread messages in that group. */
  number: z.number().int(),
  /** Unread over every group of the reader. */
  total: z.number().int(),
});
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const imServerMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('CONNECT_SUCCESS'),
    data: z.object({ socketId: z.string(), userId: z.number().int(), userKind: z.number().int() }),
  }),
  z.object({ type: z.literal('GROUP_LIST'), data: z.array(chatGroupSchema) }),
  /** A new message, or a change to one (edited, withdrawn: same id and offset, new status). */
  z.object({ type: z.literal('MESSAGE'), data: chatMessageSchema }),
  /** The missed messages of the connect have all been pushed (`count` of them). */
  z.object({ type: z.literal('MESSAGE_PUSH_COMPLETED'), data: z.object({ count: z.number().int() }) }),
  z.object({ type: z.literal('CUSTOMER_UNREAD_COUNT'), data: unreadCountSchema }),
  /** A frame was refused: `uuid` names the message that was not sent (null for other frames), `field` what was wrong. */
  z.object({
    type: z.literal('IM_SYSTEM_ERROR'),
    data: z.object({
      uuid: z.string().nullable(),
      code: z.number().int(),
      field: z.string().nullable(),
      msg: z.string(),
    }),
  }),
  z.object({ type: z.literal('TOKEN_INVALID'), data: z.object({}) }),
]);
export type ImServerMessage = z.infer<typeof imServerMessageSchema>;
export type ImServerMessageOf<T extends ImServerMessage['type']> = Extract<ImServerMessage, { type: T }>;
