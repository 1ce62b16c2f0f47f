import { z } from 'zod';
import { pageQuerySchema, pageResultSchema } from '../../common';
import { defineOperation } from '../operation';
import { idQuerySchema } from '../wallet/wallet-common';

/**
 * The user's messages (issue 21 §3, spec "notification categories 1-7"): every event that pushes to the user also
 * leaves a durable message here, in the reader's language, with unread counts and mark-as-read.
 */
export const NoticeCategory = {
  /** Version notices and other messages to everyone. */
  system: 1,
  /** Deposit and withdrawal reviews. */
  funds: 2,
  /** Contract stops and liquidations. */
  trading: 3,
  /** Real-name results, sign-ins elsewhere, restrictions. */
  account: 4,
  /** VIP and activities. */
  activity: 5,
  /** Loans and other financial products. */
  finance: 6,
  /** C2C order steps. */
  c2c: 7,
} as const;
export type NoticeCategory = (typeof NoticeCategory)[keyof typeof NoticeCategory];
export const NOTICE_CATEGORIES = Object.values(NoticeCategory);
/** The categories the order messages list (`/message/order`) shows. */
export const ORDER_NOTICE_CATEGORIES: readonly number[] = [
  NoticeCategory.trading,
  NoticeCategory.finance,
  NoticeCategory.c2c,
];

export const noticeSchema = z.object({
  id: z.number().int(),
  category: z.number().int(),
  /** The event it records (the push type, e.g. RECHARGE_NOTICE). */
  kind: z.string(),
  title: z.string(),
  content: z.string(),
  /** Where it opens in the app (a route with its query), when it is about something. */
  link: z.string().nullable(),
  refId: z.number().int().nullable(),
  isRead: z.boolean(),
  createdAt: z.number().int(),
});
export type Notice = z.infer<typeof noticeSchema>;

const categorySchema = z.coerce
  .number<string | number>()
  .int()
  .min(1, 'must be a category from 1 to 7')
  .max(7, 'must be a category from 1 to 7');

export const pageNotices = defineOperation({
  method: 'GET',
  path: '/notice/page',
  auth: 'member',
  summary: "The caller's messages, newest first; of one category, or of the order categories with `orders`.",
  query: z.strictObject({
    ...pageQuerySchema.shape,
    category: categorySchema.optional(),
    orders: z.enum(['true', 'false']).optional(),
  }),
  response: pageResultSchema(noticeSchema),
});

export const getNotice = defineOperation({
  method: 'GET',
  path: '/notice/detail',
  auth: 'member',
  summary: 'One of the caller’s messages (reading it marks it read).',
  query: z.strictObject({ id: idQuerySchema }),
  response: noticeSchema,
});

export const noticeUnreadSchema = z.object({
  total: z.number().int(),
  /** Unread per category, "1" … "7". */
  byCategory: z.record(z.string(), z.number().int()),
});

export const getNoticeUnread = defineOperation({
  method: 'GET',
  path: '/notice/unread',
  auth: 'member',
  summary: "The caller's unread messages, in all and per category.",
  response: noticeUnreadSchema,
});

export const readNotices = defineOperation({
  method: 'POST',
  path: '/notice/read',
  auth: 'member',
  summary: 'Marks messages read: the listed ids, one category, or all.',
  body: z
    .strictObject({
      ids: z.array(idQuerySchema).min(1).max(100).optional(),
      category: categorySchema.optional(),
      all: z.literal(true).optional(),
    })
    .refine(
      (body) => [body.ids, body.category, body.all].filter((value) => value !== undefined).length === 1,
      {
        message: 'give exactly one of ids, category or all',
        path: ['ids'],
      },
    ),
  response: noticeUnreadSchema,
});
