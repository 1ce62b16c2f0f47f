import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifyWebsocket from '@fastify/websocket';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { Redis } from 'ioredis';
import { MAX_FRAME_BYTES, UPLOAD_MAX_BYTES } from '@exchange/contracts';
import type { Config } from '../config';
import { AppError } from '../errors';
import { watchRedisConnection } from '../redis-connection';
import { documentTransform } from './openapi-document';

/**
 * The Fastify plugins every route relies on: the OpenAPI document and its UI, rate limits (in Redis when REDIS_URL,
 * so every instance counts together), multipart forms and WebSockets. Returns what the app must close.
 */
export const registerPlugins = async (app: FastifyInstance, config: Config) => {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${config.APP_BASE_NAME} API`, version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: documentTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  const rateLimitRedis = config.REDIS_URL
    ? watchRedisConnection(new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3 }), 'rate limit', app.log)
    : null;
  await app.register(fastifyRateLimit, {
    global: false,
    ...(rateLimitRedis ? { redis: rateLimitRedis, nameSpace: `${config.REDIS_KEY_PREFIX}rate-limit:` } : {}),
    errorResponseBuilder: (_request, limit) =>
      new AppError('RATE_LIMITED', {
        values: { seconds: Math.ceil(limit.ttl / 1000) },
        data: { retryAfterSeconds: Math.ceil(limit.ttl / 1000) },
      }),
  });
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 4, fields: 20, fieldSize: 1024 },
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  return { close: async () => void (await rateLimitRedis?.quit()) };
};
