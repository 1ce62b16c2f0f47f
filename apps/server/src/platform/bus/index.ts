import { MemoryBus, type Bus } from './bus';
import { RedisBus } from './redis-bus';

export * from './bus';
export { RedisBus } from './redis-bus';

export const createBus = (redisUrl: string | undefined, keyPrefix: string): Bus =>
  redisUrl ? new RedisBus(redisUrl, `${keyPrefix}bus:`) : new MemoryBus();
