import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import type { DepthRow } from '@exchange/contracts/ws/data-socket';
import { getDataSocket } from '@/lib/data-socket';
import type { FakeDataSocket } from '../../../../test/chart-fixtures';
import { useSocketTopics } from './use-socket-topics';
import type { TopicSpec } from './use-socket-topics';

vi.mock('@/lib/data-socket', async () => {
  const { FakeDataSocket: Fake } = await import('../../../../test/chart-fixtures');
  const socket = new Fake();
  return { getDataSocket: () => socket };
});

const socket = getDataSocket() as unknown as FakeDataSocket;
const btc: TopicSpec = { kind: 'kline', type: 1, symbol: 'BTCUSDT', interval: '30' };

describe('useSocketTopics', () => {
  beforeEach(() => socket.reset());

  it('holds the socket, subscribes the topics and passes pushes on', async () => {
    const onData = vi.fn();
    const { unmount } = renderHook(() =>
      useSocketTopics('DEPTH', [{ kind: 'depth', type: 1, symbol: 'BTCUSDT' }], onData),
    );
    await waitFor(() => expect(socket.topics).toEqual(new Set(['1:BTCUSDT:depth'])));
    expect(socket.holders).toBe(1);
    const row: DepthRow = { p: 'BTCUSDT', type: 1, a: [['2', '1']], b: [['1', '1']], t: 1 };
    socket.push('DEPTH', row);
    expect(onData).toHaveBeenCalledWith(row);
    unmount();
    expect(socket.topics.size).toBe(0);
    expect(socket.holders).toBe(0);
    socket.push('DEPTH', row);
    expect(onData).toHaveBeenCalledTimes(1);
  });

  it('resubscribes when the topics change', async () => {
    const { rerender } = renderHook(({ spec }) => useSocketTopics('KLINE', [spec], () => undefined), {
      initialProps: { spec: btc },
    });
    await waitFor(() => expect(socket.topics).toEqual(new Set(['1:BTCUSDT:kline:30'])));
    rerender({ spec: { ...btc, interval: '5' } });
    await waitFor(() => expect(socket.topics).toEqual(new Set(['1:BTCUSDT:kline:5'])));
    expect(socket.frames).toContainEqual({ type: 'UNSUB', data: ['1:BTCUSDT:kline:30'] });
  });

  it('keeps a topic two hooks follow until the last one lets go', async () => {
    const spec: TopicSpec = { kind: 'depth', type: 1, symbol: 'BTCUSDT' };
    const first = renderHook(() => useSocketTopics('DEPTH', [spec], () => undefined));
    const second = renderHook(() => useSocketTopics('DEPTH', [spec], () => undefined));
    await waitFor(() => expect(socket.holders).toBe(2));
    first.unmount();
    expect(socket.topics.has('1:BTCUSDT:depth')).toBe(true);
    second.unmount();
    expect(socket.topics.has('1:BTCUSDT:depth')).toBe(false);
  });

  it('does nothing without topics', async () => {
    renderHook(() => useSocketTopics('KLINE', [], () => undefined));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(socket.holders).toBe(0);
  });
});
