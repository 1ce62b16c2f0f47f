import type { FastifyInstance } from 'fastify';
import * as Http from '@exchange/contracts';
import type { AppContext } from '../../../platform/context';
import { registerOperation } from '../../../platform/http/operation-route';
import { updateContractSpec } from './update-contract-spec';

/**
 * The contract rules on the staff API (under /api/admin-api): this module owns `contract_specs` and the spec book,
 * so it owns their edit.
 */
export const registerAdminContractRoutes = (admin: FastifyInstance, context: AppContext) => {
  registerOperation(admin, Http.adminUpdateContractSpec, ({ request, body }) =>
    updateContractSpec(context, request, body),
  );
};
