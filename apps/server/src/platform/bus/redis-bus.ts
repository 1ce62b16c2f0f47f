import { Redis } from 'ioredis';
import { watchRedisConnection, type RedisLogger } from '../redis-connection';
import type { Bus, BusHandler } from './bus';

/** Resolves when a connection between TCP connect and ready becomes ready or drops. */
const handshakeOver = (redis: Redis) =>
  new Promise<void>((resolve) => {
    const done = () => {
      redis.off('ready', done);
      redis.off('close', done);
      resolve();
    };
    redis.once('ready', done);
    redis.once('close', done);
  });

/** Redis pub/sub: one connection publishes, one subscribes (a subscribed Redis connection can do nothing else). */
export class RedisBus implements Bus {
  readonly kind = 'redis' as const;
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly handlers = new Map<string, Set<BusHandler>>();
  private isClosed = false;

  constructor(
    url: string,
    private readonly prefix: string,
    logger?: RedisLogger,
  ) {
    this.publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
    this.subscriber = new Redis(url, { lazyConnect: false });
    watchRedisConnection(this.publisher, 'bus publisher', logger);
    watchRedisConnection(this.subscriber, 'bus subscriber', logger);
    this.subscriber.on('message', (channel: string, payload: string) => {
      const handlers = this.handlers.get(channel.slice(this.prefix.length));
      if (!handlers) return;
      const message: unknown = JSON.parse(payload);
      for (const handler of handlers) handler(message);
    });
  }

  /**
   * ioredis writes SUBSCRIBE at once while a connection is between TCP connect and ready (status 'connect'), where
   * it holds other commands back: the connection enters subscriber mode before ioredis sends its own ready check
   * (INFO), which it then refuses ("Connection in subscriber mode, only subscriber commands may be used"), and it
   * drops the connection with an 'error'. So (un)subscribing waits that window out; in every other state ioredis
   * queues the command until the connection is ready.
   */
  private async subscriberCommand(command: 'subscribe' | 'unsubscribe', channel: string) {
    while (this.subscriber.status === 'connect') await handshakeOver(this.subscriber);
    await this.subscriber[command](this.prefix + channel);
  }

  async publish(channel: string, message: unknown) {
    await this.publisher.publish(this.prefix + channel, JSON.stringify(message));
  }

  async subscribe(channel: string, handler: BusHandler) {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      await this.subscriberCommand('subscribe', channel);
    }
    set.add(handler);
    return async () => {
      set.delete(handler);
      // After close() there is nothing left to unsubscribe from (shutdown hooks may run in either order).
      if (set.size === 0 && !this.isClosed) {
        this.handlers.delete(channel);
        await this.subscriberCommand('unsubscribe', channel);
      }
    };
  }

  async close() {
    this.isClosed = true;
    this.handlers.clear();
    await Promise.allSettled([this.publisher.quit(), this.subscriber.quit()]);
  }
}
