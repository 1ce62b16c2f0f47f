import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { InstrumentType } from '@exchange/contracts/enums';
import type { MarketRow } from '../utils/contract-types';
import type { LiveQuote } from '../utils/price-state';
import { loadDataSocket } from '@/lib/load-data-socket';

/**
 * The live quote (last price, mark price, status) of each perpetual in `symbols`, from the `2:SYMBOL` market topic,
 * for as long as the caller is mounted. Topics are held through the socket's counted holds, so the chart or a market
 * list following the same symbol never unsubscribes this one. An older push than the one kept is ignored.
 */
export function useContractQuotes(symbols: readonly string[]): ReadonlyMap<string, LiveQuote> {
  const [quotes, setQuotes] = useState<ReadonlyMap<string, LiveQuote>>(() => new Map());
  const symbolsKey = [...new Set(symbols)].sort().join(',');
  const onRow = useEffectEvent((row: MarketRow) => {
    if (row.type !== InstrumentType.contract || !symbolsKey.split(',').includes(row.p)) return;
    setQuotes((current) => {
      const kept = current.get(row.p);
      if (kept && kept.time > row.t) return current;
      const quote: LiveQuote = {
        last: row.a,
        mark: row.mp ?? kept?.mark ?? null,
        changeRate: row.pe,
        status: row.st,
        time: row.t,
        receivedAtMs: Date.now(),
      };
      return new Map(current).set(row.p, quote);
    });
  });

  useEffect(() => {
    if (symbolsKey === '') return;
    let isActive = true;
    let cleanup = () => undefined as void;
    void loadDataSocket().then(
      ({ socket, protocol }) => {
        if (!isActive) return;
        const release = socket.retain();
        const stopListening = socket.onMessage('MARKET', onRow);
        const topics = symbolsKey
          .split(',')
          .map((symbol) => protocol.marketTopic(InstrumentType.contract, symbol));
        const releaseTopics = socket.holdTopics(topics);
        cleanup = () => {
          releaseTopics();
          stopListening();
          release();
        };
      },
      (error: unknown) =>
        console.warn('[contract] the data socket could not be loaded; no live prices', error),
    );
    return () => {
      isActive = false;
      cleanup();
    };
  }, [symbolsKey]);

  return useMemo(() => quotes, [quotes]);
}
