import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { InstrumentType } from '@exchange/contracts/enums';
import type { DepthRow } from '@exchange/contracts/ws/data-socket';
import type { BookLevel } from '@exchange/domain/spot/book-walk';
import { loadDataSocket } from '@/lib/load-data-socket';
import { useSpotDepthSnapshot } from '../api/get-spot-depth';

export interface SpotBook {
  /** Best (lowest) first. */
  asks: BookLevel[];
  /** Best (highest) first. */
  bids: BookLevel[];
  /** The source's time of the book (ms). */
  timeMs: number;
}

/** Follows one depth topic on the data socket while mounted; each push carries the whole book. */
function useDepthPushes(symbol: string, onRow: (row: DepthRow) => void) {
  const handle = useEffectEvent(onRow);
  useEffect(() => {
    let isActive = true;
    let cleanup = () => undefined as void;
    void loadDataSocket().then(
      ({ socket, protocol }) => {
        if (!isActive) return;
        const release = socket.retain();
        const stop = socket.onMessage('DEPTH', (row) => handle(row));
        const releaseTopic = socket.holdTopics([protocol.depthTopic(InstrumentType.coin, symbol)]);
        cleanup = () => {
          releaseTopic();
          stop();
          release();
        };
      },
      (error: unknown) => console.warn('[spot] the data socket could not be loaded; no live book', error),
    );
    return () => {
      isActive = false;
      cleanup();
    };
  }, [symbol]);
}

const levelsOf = (side: DepthRow['a']): BookLevel[] => side.map(([price, quantity]) => ({ price, quantity }));

/**
 * A pair's order book: the REST snapshot, then every DEPTH push of its topic. The ticket shows it and walks it for a
 * market order's average price, so what the user sees is what the preview is computed from.
 */
export function useSpotDepth(symbol: string) {
  const snapshot = useSpotDepthSnapshot(symbol);
  const [live, setLive] = useState<DepthRow | null>(null);
  useDepthPushes(symbol, (row) => {
    if (row.p === symbol && row.type === InstrumentType.coin) setLive(row);
  });
  const snapshotRow = snapshot.data ?? null;
  const isCurrent = live !== null && live.p === symbol;
  const row = isCurrent && (!snapshotRow || live.t >= snapshotRow.t) ? live : snapshotRow;
  const book = useMemo<SpotBook | null>(
    () => (row ? { asks: levelsOf(row.a), bids: levelsOf(row.b), timeMs: row.t } : null),
    [row],
  );
  return {
    book,
    isPending: row === null && snapshot.isPending,
    isError: row === null && snapshot.isError,
    refetch: snapshot.refetch,
  };
}
