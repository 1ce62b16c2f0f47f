import type { Clock } from '../../../platform/clock';
import type { PriceSource, SourceEvent } from '../price-source';
import type { SimulatedMarket, SimulatedInstrument } from './simulated-market';

export const SIMULATED_TICK_MS = 1_000;

export interface SimulatedSourceOptions {
  market: SimulatedMarket;
  /** The instruments of one type (the source is per type, like a live exchange's markets). */
  instruments: () => readonly SimulatedInstrument[];
  /** For contracts' index price: the spot coin of a base asset. */
  spotOf?: (instrument: SimulatedInstrument) => SimulatedInstrument | undefined;
  clock: Clock;
  tickMs?: number;
}

/**
 * The demo price source (`PriceSource`): every second it reads each instrument's deterministic path at the
 * current time and emits a tick, the order book, the open minute (and the minute that just closed) and, for
 * contracts, the mark price. Two instances reading at the same moment emit the same values, so a leader
 * change never makes prices jump.
 */
export const createSimulatedSource = (options: SimulatedSourceOptions): PriceSource => {
  const tickMs = options.tickMs ?? SIMULATED_TICK_MS;
  let timer: NodeJS.Timeout | null = null;
  let lastMinute: number | null = null;
  let isStarted = false;

  const emitAll = (symbols: ReadonlySet<string>, onEvent: (event: SourceEvent) => void) => {
    const nowMs = options.clock.nowMs();
    const minute = Math.floor(nowMs / 60_000) * 60_000;
    const closing = lastMinute !== null && minute > lastMinute ? lastMinute : null;
    lastMinute = minute;
    for (const instrument of options.instruments()) {
      if (!symbols.has(instrument.symbol)) continue;
      onEvent({ kind: 'tick', tick: options.market.tick(instrument, nowMs) });
      onEvent({ kind: 'depth', depth: options.market.depth(instrument, nowMs) });
      if (closing !== null) {
        const closed = options.market.openMinute(instrument, closing + 59_999);
        onEvent({ kind: 'candle', candle: { ...closed, isClosed: true } });
      }
      onEvent({ kind: 'candle', candle: options.market.openMinute(instrument, nowMs) });
      const spot = options.spotOf?.(instrument);
      if (spot) onEvent({ kind: 'mark', mark: options.market.mark(instrument, spot, nowMs) });
    }
  };

  return {
    name: 'simulated',
    async start(symbols, onEvent) {
      if (isStarted) throw new Error('a price source starts once');
      isStarted = true;
      const wanted = new Set(symbols);
      onEvent({ kind: 'connection', state: 'open', attempt: 1 });
      const run = () => {
        try {
          emitAll(wanted, onEvent);
        } finally {
          // Aligned to the tick grid so every instance ticks on the same second boundaries.
          const nowMs = options.clock.nowMs();
          timer = setTimeout(run, tickMs - (nowMs % tickMs));
        }
      };
      // The first second builds the paths (a few hundred ms): off the caller's turn, so start-up is not held up.
      timer = setTimeout(run, 0);
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      isStarted = false;
    },
  };
};
