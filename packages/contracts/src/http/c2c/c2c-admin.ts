import { z } from 'zod';
import { pageQuerySchema, pageResultSchema } from '../../common';
import { plainText } from '../../strict-text';
import { StaffPermission } from '../admin/permissions';
import { defineOperation } from '../operation';
import { idQuerySchema } from '../wallet/wallet-common';
import { chatMessageSchema } from '../../ws/im-socket';
import { c2cOrderSchema, merchantSchema } from './c2c-common';

/** C2C on the staff API (paths relative to `/api/admin-api`): the merchant queue and the appeal queue. */

export const adminMerchantSchema = merchantSchema.extend({
  account: z.string(),
  decidedBy: z.string().nullable(),
});
export type AdminMerchant = z.infer<typeof adminMerchantSchema>;

export const adminPageMerchants = defineOperation({
  method: 'GET',
  path: '/c2c/merchants',
  auth: 'staff',
  permission: StaffPermission.c2cRead,
  summary: 'Merchant applications and merchants, waiting ones first.',
  query: z.strictObject({
    ...pageQuerySchema.shape,
    status: z.coerce.number().int().min(-2).max(1).optional(),
  }),
  response: pageResultSchema(adminMerchantSchema),
});

export const adminDecideMerchant = defineOperation({
  method: 'POST',
  path: '/c2c/merchants/:userId/decide',
  auth: 'staff',
  permission: StaffPermission.c2cDecide,
  summary: 'Approve, reject or suspend a merchant (audited).',
  params: z.strictObject({ userId: idQuerySchema }),
  body: z.strictObject({
    action: z.enum(['approve', 'reject', 'suspend']),
    remark: plainText(0, 200).default(''),
  }),
  response: adminMerchantSchema,
});

export const adminPageC2cOrders = defineOperation({
  method: 'GET',
  path: '/c2c/orders',
  auth: 'staff',
  permission: StaffPermission.c2cRead,
  summary: 'C2C orders, appeals first (status 5 lists only appeals).',
  query: z.strictObject({
    ...pageQuerySchema.shape,
    status: z.coerce.number().int().min(1).max(5).optional(),
  }),
  response: pageResultSchema(c2cOrderSchema),
});

export const adminGetC2cOrder = defineOperation({
  method: 'GET',
  path: '/c2c/orders/:id',
  auth: 'staff',
  permission: StaffPermission.c2cRead,
  summary: 'One C2C order with its timeline, payment proof and evidence.',
  params: z.strictObject({ id: idQuerySchema }),
  response: c2cOrderSchema,
});

/**
 * Both sides' chat about an order (chat group type C2C service 3, issue 20 §2), read for its appeal by anyone who may
 * read the order; the newest 200 messages in offset order, empty when the chat was never opened.
 */
export const adminGetC2cOrderChat = defineOperation({
  method: 'GET',
  path: '/c2c/orders/:id/chat',
  auth: 'staff',
  permission: StaffPermission.c2cRead,
  summary: 'The order’s chat between buyer and seller, for its appeal.',
  params: z.strictObject({ id: idQuerySchema }),
  response: z.array(chatMessageSchema),
});

/** `release`: the escrow posts to the buyer; `return`: it goes back to the seller. Only an appealing order. */
export const adminDecideC2cAppeal = defineOperation({
  method: 'POST',
  path: '/c2c/orders/:id/decide',
  auth: 'staff',
  permission: StaffPermission.c2cDecide,
  summary: 'Decide an appeal: release the coin to the buyer or return it to the seller (audited).',
  params: z.strictObject({ id: idQuerySchema }),
  body: z.strictObject({ decision: z.enum(['release', 'return']), remark: plainText(5, 500) }),
  response: c2cOrderSchema,
});

/** A payment proof or evidence image of any order (the image itself). */
export const adminGetC2cOrderFile = defineOperation({
  method: 'GET',
  path: '/c2c/order-file',
  auth: 'staff',
  permission: StaffPermission.c2cRead,
  summary: 'A C2C order’s proof or evidence image (the image itself).',
  query: z.strictObject({ id: idQuerySchema }),
  response: z.unknown(),
});

/** An image of the order's chat (the image itself), for staff deciding its appeal without the chat permissions. */
export const adminGetC2cOrderChatImage = defineOperation({
  method: 'GET',
  path: '/c2c/order-chat-file',
  auth: 'staff',
  permission: StaffPermission.c2cRead,
  summary:
    'An image of a C2C order’s chat (the image itself), by the order and the id at the end of its url.',
  query: z.strictObject({ id: idQuerySchema, fileId: z.string().uuid('must be an image id') }),
  response: z.unknown(),
});
