import { useState } from 'react';
import type { DepthRow } from '@exchange/contracts/ws/data-socket';
import { useDepthSnapshot } from '../api/get-depth';
import { useSocketTopics } from './use-socket-topics';

/** The order book of one instrument: the REST snapshot, then every DEPTH push (each carries the whole book). */
export function useLiveDepth(type: number, symbol: string) {
  const snapshot = useDepthSnapshot(type, symbol);
  const [live, setLive] = useState<DepthRow | null>(null);

  useSocketTopics('DEPTH', [{ kind: 'depth', type, symbol }], (row) => {
    if (row.p === symbol && row.type === type) setLive(row);
  });

  const isCurrent = live !== null && live.p === symbol && live.type === type;
  const snapshotRow = snapshot.data ?? null;
  const row = isCurrent && (!snapshotRow || live.t >= snapshotRow.t) ? live : snapshotRow;
  return {
    row,
    isPending: row === null && snapshot.isPending,
    isError: row === null && snapshot.isError,
    refetch: snapshot.refetch,
  };
}
