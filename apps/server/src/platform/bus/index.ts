import { MemoryBus, type Bus } from './bus';
import { RedisBus } from './redis-bus';
import type { RedisLogger } from '../redis-connection';
import type { Logger } from '../logger';

export * from './bus';
export { RedisBus } from './redis-bus';

/** `logger` hears of Redis outages (tests and tools that pass none get a bus that stays quiet about them). */
export const createBus = (redisUrl: string | undefined, keyPrefix: string, logger?: RedisLogger): Bus =>
  redisUrl ? new RedisBus(redisUrl, `${keyPrefix}bus:`, logger) : new MemoryBus();

/**
 * Publishes a message whose loss costs only freshness (a cache refreshed later, a push refetched on the next visit),
 * after the change it announces has committed: a failed publish is logged with `detail`, never thrown, so the
 * caller's committed change is still answered.
 */
export const publishQuietly = async (
  context: { bus: Bus; logger: Logger },
  channel: string,
  message: unknown,
  failure: { message: string; detail?: object },
) => {
  try {
    await context.bus.publish(channel, message);
  } catch (error) {
    context.logger.warn({ err: error, ...failure.detail }, failure.message);
  }
};
