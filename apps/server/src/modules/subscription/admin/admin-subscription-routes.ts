import type { FastifyInstance } from 'fastify';
import * as Http from '@exchange/contracts';
import type { AppContext } from '../../../platform/context';
import { registerOperation } from '../../../platform/http/operation-route';
import { adminPageProjects, createProject, pauseProject, updateProject } from './subscription-projects';

/** Subscription projects on the staff API (under /api/admin-api). Nothing here sets an allotment or a price. */
export const registerAdminSubscriptionRoutes = (admin: FastifyInstance, context: AppContext) => {
  registerOperation(admin, Http.adminPageSubscriptionProjects, ({ query }) =>
    adminPageProjects(context, query),
  );
  registerOperation(admin, Http.adminCreateSubscriptionProject, ({ request, body }) =>
    createProject(context, request, body),
  );
  registerOperation(admin, Http.adminUpdateSubscriptionProject, ({ request, body }) => {
    const { id, ...terms } = body;
    return updateProject(context, request, id, terms);
  });
  registerOperation(admin, Http.adminPauseSubscriptionProject, ({ request, body }) =>
    pauseProject(context, request, body.id, body.isPaused),
  );
};
