import { Redis } from 'ioredis';
import { watchRedisConnection, type RedisLogger } from './redis-connection';

/**
 * Fixed-window counters for abuse limits (failed logins → captcha, code sends per IP). In memory for one
 * instance; in Redis when several instances must share the count.
 */
export interface Counter {
  /** Adds one and returns the count within the window that started at the first increment. */
  increment(key: string, windowMs: number): Promise<number>;
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

const MAX_MEMORY_KEYS = 100_000;

export class MemoryCounter implements Counter {
  private readonly entries = new Map<string, { count: number; expiresAtMs: number }>();
  constructor(private readonly nowMs: () => number = Date.now) {}

  private live(key: string) {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAtMs <= this.nowMs()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  async increment(key: string, windowMs: number) {
    const entry = this.live(key);
    if (entry) return ++entry.count;
    // Bounded: when full, drop the oldest key rather than grow without limit.
    if (this.entries.size >= MAX_MEMORY_KEYS) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { count: 1, expiresAtMs: this.nowMs() + windowMs });
    return 1;
  }

  async peek(key: string) {
    return this.live(key)?.count ?? 0;
  }

  async reset(key: string) {
    this.entries.delete(key);
  }

  async close() {
    this.entries.clear();
  }
}

export class RedisCounter implements Counter {
  private readonly redis: Redis;
  constructor(
    url: string,
    private readonly prefix: string,
    logger?: RedisLogger,
  ) {
    this.redis = watchRedisConnection(new Redis(url, { maxRetriesPerRequest: 3 }), 'counter', logger);
  }

  async increment(key: string, windowMs: number) {
    const name = this.prefix + key;
    const [[, count]] = (await this.redis.multi().incr(name).pexpire(name, windowMs, 'NX').exec()) as [
      [null, number],
    ];
    return count;
  }

  async peek(key: string) {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }

  async reset(key: string) {
    await this.redis.del(this.prefix + key);
  }

  async close() {
    await this.redis.quit();
  }
}

export const createCounter = (
  redisUrl: string | undefined,
  keyPrefix: string,
  nowMs?: () => number,
  logger?: RedisLogger,
): Counter =>
  redisUrl ? new RedisCounter(redisUrl, `${keyPrefix}counter:`, logger) : new MemoryCounter(nowMs);
