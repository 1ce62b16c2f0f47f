import type { FastifyInstance } from 'fastify';
import * as Http from '@exchange/contracts';
import type { AppContext } from '../../../platform/context';
import { registerOperation } from '../../../platform/http/operation-route';
import { listAdminInstruments } from './admin-instruments';
import { getPriceSources } from './price-sources';
import { setAdminInstrumentListed, updateAdminInstrument } from './update-instrument';

/**
 * Markets on the staff API (under /api/admin-api): the catalogue, listing, precision, hours and the price sources'
 * health (the contract rules' edit is the contract module's: `registerAdminContractRoutes`). None of these routes accepts a price, a candle or an outcome (DESIGN.md §1).
 */
export const registerAdminMarketRoutes = (admin: FastifyInstance, context: AppContext) => {
  registerOperation(admin, Http.adminListInstruments, ({ query }) => listAdminInstruments(context, query));
  registerOperation(admin, Http.adminSetInstrumentListed, ({ request, body }) =>
    setAdminInstrumentListed(context, request, body),
  );
  registerOperation(admin, Http.adminUpdateInstrument, ({ request, body }) =>
    updateAdminInstrument(context, request, body),
  );
  registerOperation(admin, Http.adminGetPriceSources, () => getPriceSources(context));
};
