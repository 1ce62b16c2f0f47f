import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { buildWebManifest } from '../../platform/http/web-manifest';
import { getAppInfo } from './get-app-info';

/**
 * `GET /manifest.webmanifest` at the root (not under the API prefix): built from the app info on each request, so a
 * staff rename shows at the next install; `no-cache` makes browsers revalidate it.
 */
export const registerWebManifest = (app: FastifyInstance, context: AppContext) => {
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (_request, reply) => {
    const manifest = buildWebManifest(await getAppInfo(context));
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(manifest));
  });
};
