import { z } from 'zod';
import { nameText, plainText } from '../../strict-text';
import type { MultipartSpec } from '../operation';
import { defineOperation } from '../operation';
import { idQuerySchema } from '../wallet/wallet-common';
import { IM_TEXT_MAX, chatGroupSchema, chatMessageSchema, sendMessageInputSchema } from '../../ws/im-socket';

/**
 * The chat calls of the app API (spec §7 "IM chat", issue 21 §1). Every call works for members and visitors (the
 * anonymous session of temporary-login); a caller reads and writes only the groups they belong to — any other group
 * id is answered as not found.
 */

const groupIdSchema = z.coerce
  .number<string | number>()
  .int()
  .positive('must be a group id')
  .max(2_147_483_647);
const offsetSchema = z.coerce.number<string | number>().int().min(0, 'must be 0 or more').max(2_147_483_647);

export const listChatGroups = defineOperation({
  method: 'GET',
  path: '/im/group/list',
  auth: 'session',
  summary: "The caller's chat groups with their unread counts, newest activity first.",
  response: z.array(chatGroupSchema),
});

export const loadChatGroups = defineOperation({
  method: 'POST',
  path: '/im/group/load',
  auth: 'session',
  summary:
    "The manual group-list load: opens the caller's customer-service conversation if they have none, then lists the groups.",
  body: z.strictObject({}).optional(),
  response: z.array(chatGroupSchema),
});

/** Ascending by offset. `afterOffset` reads what a reconnect missed; `beforeOffset` pages back through history. */
export const listChatMessages = defineOperation({
  method: 'GET',
  path: '/im/message/list',
  auth: 'session',
  summary:
    'Messages of one of the caller’s groups, in offset order (after an offset, or the page before one).',
  query: z
    .strictObject({
      groupId: groupIdSchema,
      afterOffset: offsetSchema.optional(),
      beforeOffset: offsetSchema.optional(),
      limit: z.coerce.number<string | number>().int().min(1).max(100).default(50),
    })
    .refine((query) => query.afterOffset === undefined || query.beforeOffset === undefined, {
      message: 'give afterOffset or beforeOffset, not both',
      path: ['beforeOffset'],
    }),
  response: z.array(chatMessageSchema),
});

export const sendChatMessage = defineOperation({
  method: 'POST',
  path: '/im/message/send',
  auth: 'session',
  summary:
    'Send a text or an uploaded image to a group (as SEND_MESSAGE does); a repeated uuid returns the first.',
  body: sendMessageInputSchema,
  response: chatMessageSchema,
});

export const revokeChatMessage = defineOperation({
  method: 'POST',
  path: '/im/message/revoke',
  auth: 'session',
  summary: 'Withdraw one of the caller’s own messages within two minutes of sending it.',
  body: z.strictObject({ id: idQuerySchema }),
  response: chatMessageSchema,
});

export const editChatMessage = defineOperation({
  method: 'POST',
  path: '/im/message/edit',
  auth: 'session',
  summary: 'Change the text of one of the caller’s own text messages within two minutes of sending it.',
  body: z.strictObject({ id: idQuerySchema, data: plainText(1, IM_TEXT_MAX) }),
  response: chatMessageSchema,
});

export const readChatMessages = defineOperation({
  method: 'POST',
  path: '/im/message/read',
  auth: 'session',
  summary: 'Marks a group read up to an offset (as MSG_ACK does); the read position never moves back.',
  body: z.strictObject({ groupId: groupIdSchema, offset: offsetSchema }),
  response: z.object({
    groupId: z.number().int(),
    readOffset: z.number().int(),
    unreadCount: z.number().int(),
  }),
});

/** Multipart: field `groupId` and file `file` (JPEG, PNG or WebP by magic bytes, at most 5 MB). */
export const chatUploadForm = {
  fields: z.strictObject({ groupId: groupIdSchema }),
  files: ['file'],
} satisfies MultipartSpec;

export const uploadChatImage = defineOperation({
  method: 'POST',
  path: '/im/file/upload',
  auth: 'session',
  multipart: chatUploadForm,
  summary: 'Upload an image for one of the caller’s groups; send its url as an image message.',
  response: z.object({ url: z.string() }),
});

/** The image itself (not an envelope), to the members of the group it was uploaded for. */
export const getChatImage = defineOperation({
  method: 'GET',
  path: '/im/file/:id',
  auth: 'session',
  summary: 'A chat image, to the members of its group.',
  params: z.strictObject({ id: z.string().uuid('must be an image id') }),
  response: z.unknown(),
});

export const chatMemberProfileSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['user', 'staff']),
  nickname: z.string(),
  avatar: z.string().nullable(),
});

/** Spec §7 customer-service avatar lookup: the members of a group the caller is in, by id. */
export const lookupChatAvatars = defineOperation({
  method: 'GET',
  path: '/im/member/avatars',
  auth: 'session',
  summary: 'Names and avatars of members of one of the caller’s groups (userMemberIds, comma-separated).',
  query: z.strictObject({
    groupId: groupIdSchema,
    userMemberIds: z
      .string()
      .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, 'must be up to 50 ids separated by commas'),
  }),
  response: z.array(chatMemberProfileSchema),
});

export const rateChatConversation = defineOperation({
  method: 'POST',
  path: '/im/rating',
  auth: 'session',
  summary: 'Rate a finished customer-service conversation once (1–5, optional comment).',
  body: z.strictObject({
    groupId: groupIdSchema,
    score: z.number().int().min(1, 'must be 1 to 5').max(5, 'must be 1 to 5'),
    comment: plainText(1, 500).optional(),
  }),
  response: z.object({ groupId: z.number().int(), score: z.number().int() }),
});

export const workOrderSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int().nullable(),
  title: z.string(),
  content: z.string(),
  /** open → answered (staff replied) → closed. */
  status: z.enum(['open', 'answered', 'closed']),
  reply: z.string().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type WorkOrder = z.infer<typeof workOrderSchema>;

export const createWorkOrder = defineOperation({
  method: 'POST',
  path: '/im/work-order/create',
  auth: 'member',
  summary: 'Open a work order (a ticket staff answer later), optionally from a conversation.',
  body: z.strictObject({
    groupId: groupIdSchema.optional(),
    title: nameText(2, 80),
    content: plainText(5, 2_000),
  }),
  response: workOrderSchema,
});

export const listWorkOrders = defineOperation({
  method: 'GET',
  path: '/im/work-order/list',
  auth: 'member',
  summary: "The caller's work orders, newest first.",
  response: z.array(workOrderSchema),
});

/**
 * What a chat group can be about besides customer service: `c2c` (an order's two sides, group type 3), `recharge` (a
 * deposit order's owner with support: type 0 bank card, 4 crypto screenshot or 6 third party, by the deposit's method).
 */
export const CHAT_SUBJECT_KINDS = ['c2c', 'recharge'] as const;

export const openChatGroup = defineOperation({
  method: 'POST',
  path: '/im/group/open',
  auth: 'member',
  summary:
    'The chat group of something the caller takes part in (a C2C order), created with its people the first time.',
  body: z.strictObject({ kind: z.enum(CHAT_SUBJECT_KINDS), id: idQuerySchema }),
  response: chatGroupSchema,
});

/**
 * The spec's temporary IM token: a token for the chat socket only (`/im-websocket?Authorization=`), for the caller's
 * session, valid as long as an access token. Refused everywhere else, dead with the session (logout, replaced,
 * revoked), so a socket URL never carries a token that works on the app API.
 */
export const issueImToken = defineOperation({
  method: 'POST',
  path: '/im/token',
  auth: 'session',
  summary: 'A token for the chat socket only, for this session.',
  response: z.object({ token: z.string(), expiresAt: z.number().int() }),
});
