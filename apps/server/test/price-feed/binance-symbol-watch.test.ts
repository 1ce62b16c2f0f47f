import { describe, expect, it } from 'vitest';
import { createSymbolWatch } from '../../src/engines/price-feed/binance-symbol-watch';
import type { SourceEvent } from '../../src/engines/price-feed/price-source';
import { ManualTimers } from './source-harness';

const tick = (symbol: string, time: number): SourceEvent => ({
  kind: 'tick',
  tick: {
    symbol,
    price: '1',
    bid: null,
    ask: null,
    open24h: '1',
    high24h: '1',
    low24h: '1',
    volume24h: '0',
    time,
  },
});

describe('symbol watch', () => {
  it('still reports stale one window after the last tick when the wall clock steps backwards', () => {
    const timers = new ManualTimers();
    const events: SourceEvent[] = [];
    const watch = createSymbolWatch({
      symbols: ['BTCUSDT'],
      clock: timers.clock,
      timers,
      staleAfterMs: 10_000,
      emit: (event) => events.push(event),
    });
    watch.observe(tick('BTCUSDT', 42));
    timers.clock.advance(-3_600_000);
    timers.advance(19_999);
    expect(events).toEqual([]);
    timers.advance(1);
    expect(events).toEqual([{ kind: 'stale', symbol: 'BTCUSDT', lastTime: 42 }]);
    watch.stop();
    expect(timers.pendingCount).toBe(0);
  });
});
