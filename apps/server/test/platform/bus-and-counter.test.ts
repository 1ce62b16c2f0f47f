import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { MemoryBus, RedisBus, type Bus } from '../../src/platform/bus/index';
import { MemoryCounter, RedisCounter, type Counter } from '../../src/platform/counter';

const redisUrl = process.env.TEST_DB === 'postgres' ? process.env.REDIS_URL : undefined;
const prefix = () => `test:${randomBytes(4).toString('hex')}:`;
/** Subscribes; resolves once the subscription is in place (a fixed wait races Redis's handshake under load). */
const nextMessage = async (bus: Bus, channel: string) => {
  let deliver: (message: unknown) => void = () => {};
  const message = new Promise<unknown>((resolve) => (deliver = resolve));
  await bus.subscribe(channel, deliver);
  return { message };
};

const busCases: [string, () => [Bus, Bus]][] = [
  [
    'memory',
    () => {
      const bus = new MemoryBus();
      return [bus, bus];
    },
  ],
];
if (redisUrl) {
  busCases.push([
    'redis (two connections, as two instances)',
    () => {
      const shared = prefix();
      return [new RedisBus(redisUrl, shared), new RedisBus(redisUrl, shared)];
    },
  ]);
}

describe.each(busCases)('bus: %s', (_name, make) => {
  it('delivers a published message to a subscriber, as plain JSON', async () => {
    const [publisher, subscriber] = make();
    const received = await nextMessage(subscriber, 'ticks');
    await publisher.publish('ticks', { symbol: 'BTCUSDT', at: new Date(0) });
    expect(await received.message).toEqual({ symbol: 'BTCUSDT', at: '1970-01-01T00:00:00.000Z' });
    await publisher.close();
    await subscriber.close();
  });

  it('stops delivering after unsubscribe, and keeps channels apart', async () => {
    const [publisher, subscriber] = make();
    const seen: unknown[] = [];
    const unsubscribe = await subscriber.subscribe('a', (message) => seen.push(message));
    const other = await nextMessage(subscriber, 'b');
    await publisher.publish('b', 1);
    expect(await other.message).toBe(1);
    await unsubscribe();
    await publisher.publish('a', 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([]);
    await publisher.close();
    await subscriber.close();
  });
});

const counterCases: [string, () => Counter][] = [['memory', () => new MemoryCounter()]];
if (redisUrl) counterCases.push(['redis', () => new RedisCounter(redisUrl, prefix())]);

describe.each(counterCases)('counter: %s', (_name, make) => {
  it('counts within a window, resets, and expires', async () => {
    const counter = make();
    expect(await counter.increment('k', 200)).toBe(1);
    expect(await counter.increment('k', 200)).toBe(2);
    expect(await counter.peek('k')).toBe(2);
    await counter.reset('k');
    expect(await counter.peek('k')).toBe(0);
    await counter.increment('short', 50);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await counter.peek('short')).toBe(0);
    await counter.close();
  });
});
