import type { FastifyInstance } from 'fastify';
import * as Http from '@exchange/contracts';
import type { AppContext } from '../../../platform/context';
import { registerOperation } from '../../../platform/http/operation-route';
import { createAiProduct, listAiProducts, setAiProductStatus, updateAiProduct } from './ai-products-admin';

/** AI products on the staff API (under /api/admin-api). Nothing here sets a price, a return or an order's terms. */
export const registerAdminAiRoutes = (admin: FastifyInstance, context: AppContext) => {
  registerOperation(admin, Http.adminListAiProducts, () => listAiProducts(context));
  registerOperation(admin, Http.adminCreateAiProduct, ({ request, body }) =>
    createAiProduct(context, request, body),
  );
  registerOperation(admin, Http.adminUpdateAiProduct, ({ request, params, body }) =>
    updateAiProduct(context, request, params.id, body),
  );
  registerOperation(admin, Http.adminSetAiProductStatus, ({ request, params, body }) =>
    setAiProductStatus(context, request, params.id, body.status),
  );
};
