import type { FastifyInstance } from 'fastify';
import * as Http from '@exchange/contracts';
import type { AppContext } from '../../../platform/context';
import { registerOperation } from '../../../platform/http/operation-route';
import { createBlockOffer, listBlockOffers, updateBlockOffer } from './block-offers';

/** Block offers on the staff API (under /api/admin-api). Nothing here sets a price: buys fill at the live one. */
export const registerAdminBlockTradeRoutes = (admin: FastifyInstance, context: AppContext) => {
  registerOperation(admin, Http.adminListBlockOffers, () => listBlockOffers(context));
  registerOperation(admin, Http.adminCreateBlockOffer, ({ request, body }) =>
    createBlockOffer(context, request, body),
  );
  registerOperation(admin, Http.adminUpdateBlockOffer, ({ request, body }) =>
    updateBlockOffer(context, request, body),
  );
};
