import type { FastifyInstance } from 'fastify';
import * as Http from '@exchange/contracts';
import type { AppContext } from '../../../platform/context';
import { registerFileOperation, registerOperation } from '../../../platform/http/operation-route';
import { readSubjectChat, sendSubjectChatImage } from '../../im/index';
import { c2cChatSubject } from '../c2c-chat';
import { sendC2cOrderFile } from '../order-actions';
import {
  decideC2cAppeal,
  decideMerchant,
  getAdminC2cOrder,
  pageAdminC2cOrders,
  pageAdminMerchants,
} from './c2c-admin';

/** The merchant queue and the appeal queue on the staff API (under /api/admin-api). */
export const registerAdminC2cRoutes = (admin: FastifyInstance, context: AppContext) => {
  registerOperation(admin, Http.adminPageMerchants, ({ query }) => pageAdminMerchants(context, query));
  registerOperation(admin, Http.adminDecideMerchant, ({ request, staff, params, body }) =>
    decideMerchant(context, request, staff, params.userId, body),
  );
  registerOperation(admin, Http.adminPageC2cOrders, ({ query }) => pageAdminC2cOrders(context, query));
  registerOperation(admin, Http.adminGetC2cOrder, ({ params }) => getAdminC2cOrder(context, params.id));
  registerOperation(admin, Http.adminGetC2cOrderChat, async ({ staff, params }) => {
    await getAdminC2cOrder(context, params.id);
    return readSubjectChat(context, staff.staffId, c2cChatSubject.kind, params.id);
  });
  registerOperation(admin, Http.adminDecideC2cAppeal, ({ request, staff, params, body }) =>
    decideC2cAppeal(context, request, staff, params.id, body),
  );
  registerFileOperation(admin, Http.adminGetC2cOrderFile, ({ query, reply }) =>
    sendC2cOrderFile(context, reply, query.id, undefined),
  );
  registerFileOperation(admin, Http.adminGetC2cOrderChatImage, async ({ query, reply }) => {
    await getAdminC2cOrder(context, query.id);
    return sendSubjectChatImage(context, { kind: c2cChatSubject.kind, id: query.id }, query.fileId, reply);
  });
};
