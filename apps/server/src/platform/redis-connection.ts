import type { Redis } from 'ioredis';
import type { Logger } from './logger';

export type RedisLogger = Pick<Logger, 'warn' | 'info'>;

/**
 * Gives a Redis connection the 'error' listener ioredis needs (without one it prints "[ioredis] Unhandled error
 * event" on every failed reconnect, every couple of seconds while Redis is down) and logs an outage once: its first
 * error, then the recovery. A caller with no logger (tests, tools) gets a connection that stays quiet about it.
 */
export const watchRedisConnection = (redis: Redis, name: string, logger?: RedisLogger) => {
  let isFailing = false;
  redis.on('error', (error: Error) => {
    if (isFailing) return;
    isFailing = true;
    logger?.warn({ err: error }, `redis: ${name} connection failed; retrying`);
  });
  redis.on('ready', () => {
    if (!isFailing) return;
    isFailing = false;
    logger?.info(`redis: ${name} connection is back`);
  });
  return redis;
};
