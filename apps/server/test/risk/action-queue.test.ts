import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { ActionQueue, RETRY_AFTER_MS } from '../../src/engines/risk/action-queue';

const queueOf = (concurrency: number, now = { ms: 0 }) => {
  const settled: number[] = [];
  const queue = new ActionQueue({
    concurrency,
    nowMs: () => now.ms,
    logger: pino({ level: 'silent' }),
    onSettled: (userId) => settled.push(userId),
  });
  return { queue, settled, now };
};

const drain = async (queue: ActionQueue) => {
  while (!queue.isIdle) await queue.settleSome();
};

describe('ActionQueue', () => {
  it('works through everything queued without waiting for another pump, never more than `concurrency` at once', async () => {
    const { queue, settled } = queueOf(2);
    let running = 0;
    let most = 0;
    for (let id = 1; id <= 50; id += 1)
      queue.enqueue(`liquidate:${id}`, id, 0, async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 1));
        running -= 1;
        return true;
      });
    queue.pump();
    await drain(queue);
    expect(queue.taken).toBe(50);
    expect(most).toBe(2);
    expect(settled.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
  });

  it('runs one action per key at a time, and pauses a key that found nothing to do or failed', async () => {
    const { queue, now } = queueOf(1);
    let calls = 0;
    const action = async () => {
      calls += 1;
      return false;
    };
    queue.enqueue('stop:1', 1, now.ms, action);
    queue.enqueue('stop:1', 1, now.ms, action);
    queue.pump();
    await drain(queue);
    expect(calls).toBe(1);
    queue.enqueue('stop:1', 1, now.ms, action);
    queue.pump();
    await drain(queue);
    expect(calls).toBe(1);
    now.ms += RETRY_AFTER_MS + 1;
    queue.enqueue('fill:2', 2, now.ms, async () => {
      throw new Error('database gone');
    });
    queue.enqueue('stop:1', 1, now.ms, action);
    queue.pump();
    await drain(queue);
    expect(calls).toBe(2);
    expect(queue.failed).toBe(1);
  });
});
