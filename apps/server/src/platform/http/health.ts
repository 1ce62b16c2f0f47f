import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** Liveness says the process answers; readiness says it can serve (database reachable, not shutting down). */
export const registerHealth = (
  app: FastifyInstance,
  context: AppContext,
  state: { isShuttingDown: boolean },
) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    if (state.isShuttingDown) return reply.status(503).send({ status: 'shutting-down' });
    try {
      await context.database.ping();
      return { status: 'ready', database: context.database.driver, bus: context.bus.kind };
    } catch {
      return reply.status(503).send({ status: 'database-unavailable' });
    }
  });
};
