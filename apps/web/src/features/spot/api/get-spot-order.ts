import { useQuery } from '@tanstack/react-query';
import type { SpotOrderDetail } from '@exchange/contracts/http/spot/spot-common';
import { callOperation } from '@/lib/api-client';
import { spotOperations } from './spot-operations';
import { SPOT_OPEN_STATUSES } from '../utils/spot-enums';
import { spotKeys } from './query-keys';

export type { SpotOrderDetail };

/** How often an open order's detail is read again: the market may fill it (a push also refetches it). */
const OPEN_ORDER_REFRESH_MS = 5_000;

/** One of the caller's spot orders with its fills (each with the source price it was taken from). */
export function useSpotOrder(id: number | null) {
  return useQuery({
    queryKey: spotKeys.order(id ?? 0),
    queryFn: ({ signal }) =>
      callOperation(spotOperations.getSpotOrderDetail, { query: { id: id ?? 0 }, noMsg: true, signal }),
    enabled: id !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status !== undefined && (SPOT_OPEN_STATUSES as readonly number[]).includes(status)
        ? OPEN_ORDER_REFRESH_MS
        : false;
    },
  });
}
