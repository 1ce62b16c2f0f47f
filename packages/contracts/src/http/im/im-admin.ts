import { z } from 'zod';
import { pageQuerySchema, pageResultSchema } from '../../common';
import { nameText, plainText } from '../../strict-text';
import { StaffPermission } from '../admin/permissions';
import { defineOperation } from '../operation';
import { idQuerySchema } from '../wallet/wallet-common';
import { CHAT_SENDABLE_TYPES, IM_TEXT_MAX, chatMessageSchema, chatUuidSchema } from '../../ws/im-socket';
import { workOrderSchema } from './im-user';

/**
 * The support agents' side of chat on the staff API (paths relative to `/api/admin-api`, issue 21 §2; anchor:
 * Chatwoot): the inbox of conversations, assignment, answering, finishing, canned replies, business hours, work
 * orders and ratings. Agents also connect to `/im-websocket` with their staff token and receive in real time.
 */

export const INBOX_SCOPES = ['waiting', 'mine', 'open', 'finished'] as const;

export const inboxItemSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  channelId: z.number().int().nullable(),
  title: z.string(),
  groupSign: z.string(),
  lastOffset: z.number().int(),
  isFinished: z.boolean(),
  updatedAt: z.number().int(),
  /** The customer (owner of a service conversation, or the first user member). */
  userId: z.number().int().nullable(),
  userKind: z.number().int().nullable(),
  userNickname: z.string().nullable(),
  assignedStaffId: z.number().int().nullable(),
  assignedStaff: z.string().nullable(),
  /** Messages from users after the caller's read position (all of them while the caller is not a member). */
  unreadCount: z.number().int(),
  lastMessage: z
    .object({
      contentType: z.string(),
      data: z.string(),
      senderKind: z.string(),
      createdAt: z.number().int(),
    })
    .nullable(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

const inboxParams = z.strictObject({ id: idQuerySchema });

export const adminPageInbox = defineOperation({
  method: 'GET',
  path: '/im/inbox',
  auth: 'staff',
  permission: StaffPermission.chatRead,
  summary:
    'Conversations: waiting (no agent yet), mine (assigned to the caller), open (every unfinished one), finished.',
  query: z.strictObject({
    ...pageQuerySchema.shape,
    scope: z.enum(INBOX_SCOPES).default('waiting'),
    type: z.coerce.number<string | number>().int().min(0).max(7).optional(),
  }),
  response: pageResultSchema(inboxItemSchema),
});

export const adminGetInboxItem = defineOperation({
  method: 'GET',
  path: '/im/inbox/:id',
  auth: 'staff',
  permission: StaffPermission.chatRead,
  summary: 'One conversation of the inbox.',
  params: inboxParams,
  response: inboxItemSchema,
});

export const adminListInboxMessages = defineOperation({
  method: 'GET',
  path: '/im/inbox/:id/messages',
  auth: 'staff',
  permission: StaffPermission.chatRead,
  summary:
    'Messages of any conversation (a C2C order’s too, for its appeal), in offset order: the newest page, the ones after an offset, or the page before one.',
  params: inboxParams,
  query: z
    .strictObject({
      afterOffset: z.coerce.number<string | number>().int().min(0).optional(),
      beforeOffset: z.coerce.number<string | number>().int().min(0).optional(),
      limit: z.coerce.number<string | number>().int().min(1).max(100).default(100),
    })
    .refine((query) => query.afterOffset === undefined || query.beforeOffset === undefined, {
      message: 'give afterOffset or beforeOffset, not both',
      path: ['beforeOffset'],
    }),
  response: z.array(chatMessageSchema),
});

export const agentSchema = z.object({ id: z.number().int(), username: z.string() });
export type Agent = z.infer<typeof agentSchema>;

export const adminListAgents = defineOperation({
  method: 'GET',
  path: '/im/agents',
  auth: 'staff',
  permission: StaffPermission.chatRead,
  summary: 'The active staff who may answer chats (chat.answer): whom a conversation can be given to.',
  response: z.array(agentSchema),
});

export const adminAssignConversation = defineOperation({
  method: 'POST',
  path: '/im/inbox/:id/assign',
  auth: 'staff',
  permission: StaffPermission.chatAnswer,
  summary:
    'Take a conversation (or give it to another agent who may answer): they join it as its customer service.',
  params: inboxParams,
  body: z.strictObject({ staffId: idQuerySchema.optional() }),
  response: inboxItemSchema,
});

export const adminSendChatMessage = defineOperation({
  method: 'POST',
  path: '/im/inbox/:id/send',
  auth: 'staff',
  permission: StaffPermission.chatAnswer,
  summary: 'Answer in a conversation assigned to the caller (a repeated uuid returns the first message).',
  params: inboxParams,
  body: z.strictObject({
    uuid: chatUuidSchema,
    contentType: z.enum(CHAT_SENDABLE_TYPES),
    data: plainText(1, IM_TEXT_MAX),
  }),
  response: chatMessageSchema,
});

export const adminFinishConversation = defineOperation({
  method: 'POST',
  path: '/im/inbox/:id/finish',
  auth: 'staff',
  permission: StaffPermission.chatAnswer,
  summary: 'Finish a service conversation: the customer may rate it; a new message of theirs opens it again.',
  params: inboxParams,
  body: z.strictObject({}).optional(),
  response: inboxItemSchema,
});

export const adminReadConversation = defineOperation({
  method: 'POST',
  path: '/im/inbox/:id/read',
  auth: 'staff',
  permission: StaffPermission.chatAnswer,
  summary: 'Marks a conversation the caller is in read up to an offset.',
  params: inboxParams,
  body: z.strictObject({ offset: z.number().int().min(0) }),
  response: z.object({
    groupId: z.number().int(),
    readOffset: z.number().int(),
    unreadCount: z.number().int(),
  }),
});

export const cannedReplySchema = z.object({ id: z.number().int(), title: z.string(), text: z.string() });
export type CannedReply = z.infer<typeof cannedReplySchema>;

export const adminListCannedReplies = defineOperation({
  method: 'GET',
  path: '/im/canned-replies',
  auth: 'staff',
  permission: StaffPermission.chatRead,
  summary: 'Canned replies, by title.',
  response: z.array(cannedReplySchema),
});

export const adminSaveCannedReply = defineOperation({
  method: 'POST',
  path: '/im/canned-replies',
  auth: 'staff',
  permission: StaffPermission.chatAnswer,
  summary: 'Add a canned reply, or change one (with id).',
  body: z.strictObject({
    id: idQuerySchema.optional(),
    title: nameText(2, 60),
    text: plainText(1, IM_TEXT_MAX),
  }),
  response: cannedReplySchema,
});

export const adminDeleteCannedReply = defineOperation({
  method: 'POST',
  path: '/im/canned-replies/:id/delete',
  auth: 'staff',
  permission: StaffPermission.chatAnswer,
  summary: 'Delete a canned reply.',
  params: inboxParams,
  body: z.strictObject({}).optional(),
  response: z.object({ id: z.number().int() }),
});

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time such as 09:00');

/** When agents answer: days of the week (0 Sunday … 6 Saturday) and hours in a time zone; outside, the away message. */
export const businessHoursSchema = z.object({
  timeZone: z.string(),
  days: z.array(z.number().int()),
  opensAt: z.string(),
  closesAt: z.string(),
  awayMessage: z.string(),
});
export type BusinessHours = z.infer<typeof businessHoursSchema>;

export const adminGetBusinessHours = defineOperation({
  method: 'GET',
  path: '/im/business-hours',
  auth: 'staff',
  permission: StaffPermission.chatRead,
  summary: 'When agents answer, and the away message sent outside those hours.',
  response: businessHoursSchema,
});

export const adminSetBusinessHours = defineOperation({
  method: 'POST',
  path: '/im/business-hours',
  auth: 'staff',
  permission: StaffPermission.chatAnswer,
  summary: 'Set the business hours and the away message (audited).',
  body: z
    .strictObject({
      timeZone: z.string().refine((zone) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      }, 'must be an IANA time zone such as Europe/London'),
      days: z
        .array(z.number().int().min(0, 'must be 0 (Sunday) to 6').max(6, 'must be 0 (Sunday) to 6'))
        .max(7),
      opensAt: clockTime,
      closesAt: clockTime,
      awayMessage: plainText(1, 500),
    })
    .refine((hours) => hours.opensAt < hours.closesAt, {
      message: 'must be after opensAt',
      path: ['closesAt'],
    }),
  response: businessHoursSchema,
});

export const adminPageWorkOrders = defineOperation({
  method: 'GET',
  path: '/im/work-orders',
  auth: 'staff',
  permission: StaffPermission.chatRead,
  summary: 'Work orders, open ones first.',
  query: z.strictObject({
    ...pageQuerySchema.shape,
    status: z.enum(['open', 'answered', 'closed']).optional(),
  }),
  response: pageResultSchema(workOrderSchema.extend({ userId: z.number().int() })),
});

export const adminReplyWorkOrder = defineOperation({
  method: 'POST',
  path: '/im/work-orders/:id/reply',
  auth: 'staff',
  permission: StaffPermission.chatAnswer,
  summary: 'Answer a work order (it becomes answered), or close it.',
  params: inboxParams,
  body: z.strictObject({ reply: plainText(1, 2_000), close: z.boolean().default(false) }),
  response: workOrderSchema.extend({ userId: z.number().int() }),
});

export const chatRatingSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  userId: z.number().int(),
  staffId: z.number().int().nullable(),
  staff: z.string().nullable(),
  score: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.number().int(),
});

export const adminPageRatings = defineOperation({
  method: 'GET',
  path: '/im/ratings',
  auth: 'staff',
  permission: StaffPermission.chatRead,
  summary: 'Customers’ ratings of finished conversations, newest first, with the average (CSAT).',
  query: z.strictObject({ ...pageQuerySchema.shape }),
  response: pageResultSchema(chatRatingSchema).extend({ averageScore: z.string().nullable() }),
});

/** A chat image for staff (the image itself), whatever conversation it was uploaded to. */
export const adminGetChatImage = defineOperation({
  method: 'GET',
  path: '/im/inbox/file',
  auth: 'staff',
  permission: StaffPermission.chatRead,
  summary: 'A chat image (the image itself), by the id at the end of its url.',
  query: z.strictObject({ id: z.string().uuid('must be an image id') }),
  response: z.unknown(),
});
