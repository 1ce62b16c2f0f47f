import type {
  CHAT_CONTENT_TYPES as ContentTypesValues,
  ChatGroupType as GroupTypeValues,
  ChatMessageStatus as MessageStatusValues,
  ChatSendStatus as SendStatusValues,
  IM_CHANGE_WINDOW_MS as ChangeWindowMs,
  IM_IMAGE_URL_MAX as ImageUrlMax,
  IM_INVALID_TOKEN_TEXT as InvalidTokenText,
  IM_PING_INTERVAL_MS as PingIntervalMs,
  IM_PING_TEXT as PingText,
  IM_PONG_TEXT as PongText,
  IM_SOCKET_PATH as SocketPath,
  IM_TEXT_MAX as TextMax,
} from '@exchange/contracts/ws/im-socket';

/*
 * The chat protocol's constants, checked against the contract at compile time (a value import would bring zod into
 * the chunk; chat-rules.test.ts compares the url pattern, which a type cannot).
 */
export const IM_SOCKET_PATH = '/im-websocket' satisfies typeof SocketPath;
export const IM_PING_TEXT = 'ping' satisfies typeof PingText;
export const IM_PONG_TEXT = 'pong' satisfies typeof PongText;
export const IM_INVALID_TOKEN_TEXT = 'Invalid token' satisfies typeof InvalidTokenText;
export const IM_PING_INTERVAL_MS = 6_000 satisfies typeof PingIntervalMs;
export const IM_TEXT_MAX = 2_000 satisfies typeof TextMax;
export const IM_IMAGE_URL_MAX = 500 satisfies typeof ImageUrlMax;
export const IM_CHANGE_WINDOW_MS = 120_000 satisfies typeof ChangeWindowMs;
/** An uploaded chat image's url, as the upload returns it (the contract's IM_FILE_URL_PATTERN). */
export const IM_FILE_URL_PATTERN = /^\/api\/app-api\/im\/file\/[0-9a-f-]{36}$/;

export const ChatGroupType = {
  bankCard: 0,
  autoCrypto: 1,
  backendRecharge: 2,
  c2cService: 3,
  cryptoScreenshot: 4,
  commonService: 5,
  thirdParty: 6,
  temporary: 7,
} as const satisfies typeof GroupTypeValues;
export type ChatGroupTypeName = keyof typeof ChatGroupType;

export const ChatMessageStatus = {
  normal: 1,
  edited: 2,
  withdrawn: -1,
} as const satisfies typeof MessageStatusValues;

export const ChatSendStatus = {
  failed: -1,
  waiting: 2,
  succeeded: 3,
} as const satisfies typeof SendStatusValues;
export type ChatSendStatus = (typeof ChatSendStatus)[keyof typeof ChatSendStatus];

export const CHAT_CONTENT_TYPES = [
  'text',
  'image',
  'order',
  'video',
  'join',
  'finish',
] as const satisfies typeof ContentTypesValues;
export type ChatContentType = (typeof CHAT_CONTENT_TYPES)[number];
export type ChatSendableType = 'text' | 'image';

/** Spec §9: unsent messages are resent one second after the socket opens. */
export const RESEND_DELAY_MS = 1_000;
/** At most this many unsent messages are resent per connection (the server allows 30 a minute). */
export const RESEND_MAX = 20;
/** showDirection of a message the reader wrote (shown on the reader's side). */
export const OWN_DIRECTION = 0;

/** The name of a group type (for its label), or null for a type this app does not know. */
export function groupTypeName(type: number): ChatGroupTypeName | null {
  const entry = Object.entries(ChatGroupType).find(([, value]) => value === type);
  return entry ? (entry[0] as ChatGroupTypeName) : null;
}

/** An outgoing message as the client keeps it (the ChatDB `Messages` row). */
export interface OutgoingMessage {
  /** The client's id of the message: a resend carries it again, so the server never stores it twice. */
  uuid: string;
  groupId: number;
  contentType: ChatSendableType;
  data: string;
  sendStatus: ChatSendStatus;
  /** The server's id once the echo came back; null while unsent. */
  serverId: number | null;
  /** Who sent it (CONNECT_SUCCESS userId): a resend goes out only under the same user. */
  userId: number | null;
  createdAt: number;
}

/**
 * Spec §5: an image message whose data is base64 (`data:`) or whose url is longer than 500 characters is never
 * resent (the server refuses both; only an uploaded image's short url is sendable).
 */
export function isOversized(message: Pick<OutgoingMessage, 'contentType' | 'data'>): boolean {
  return (
    message.contentType === 'image' &&
    (message.data.startsWith('data:') || message.data.length > IM_IMAGE_URL_MAX)
  );
}

/**
 * Spec §4: the own messages resent one second after the socket opens — the current user's, with no server id yet,
 * not succeeded and not oversized — oldest first, at most {@link RESEND_MAX}.
 */
export function selectResendable(rows: readonly OutgoingMessage[], userId: number): OutgoingMessage[] {
  return rows
    .filter(
      (row) =>
        row.userId === userId &&
        row.serverId === null &&
        row.sendStatus !== ChatSendStatus.succeeded &&
        !isOversized(row),
    )
    .sort((first, second) => first.createdAt - second.createdAt)
    .slice(0, RESEND_MAX);
}

/** Whether the sender may still withdraw or edit a message sent at `createdAt` (the server checks it again). */
export function isWithinChangeWindow(createdAt: number, now: number): boolean {
  return now - createdAt < IM_CHANGE_WINDOW_MS;
}

/** A new client id for a message (8–64 letters, digits, `_` or `-`, as the contract asks). */
export function newChatUuid(): string {
  const random =
    globalThis.crypto?.randomUUID?.() ??
    `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
  return random.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64);
}
