import { Redis } from 'ioredis';
import type { Bus, BusHandler } from './bus';

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
  ) {
    this.publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
    this.subscriber = new Redis(url, { lazyConnect: false });
    this.subscriber.on('message', (channel: string, payload: string) => {
      const handlers = this.handlers.get(channel.slice(this.prefix.length));
      if (!handlers) return;
      const message: unknown = JSON.parse(payload);
      for (const handler of handlers) handler(message);
    });
  }

  async publish(channel: string, message: unknown) {
    await this.publisher.publish(this.prefix + channel, JSON.stringify(message));
  }

  async subscribe(channel: string, handler: BusHandler) {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      await this.subscriber.subscribe(this.prefix + channel);
    }
    set.add(handler);
    return async () => {
      set.delete(handler);
      // After close() there is nothing left to unsubscribe from (shutdown hooks may run in either order).
      if (set.size === 0 && !this.isClosed) {
        this.handlers.delete(channel);
        await this.subscriber.unsubscribe(this.prefix + channel);
      }
    };
  }

  async close() {
    this.isClosed = true;
    this.handlers.clear();
    await Promise.allSettled([this.publisher.quit(), this.subscriber.quit()]);
  }
}
