import type { OperationBody } from '@exchange/contracts/http/operation';
import type { placeSpotOrder } from '@exchange/contracts/http/spot/place-order';
import { callOperation } from '@/lib/api-client';
import { spotOperations } from './spot-operations';
import { keyHeader, useSpotMutation } from './spot-mutation';
import type { Keyed } from './spot-mutation';

export type PlaceSpotOrderRequest = OperationBody<typeof placeSpotOrder>;

/**
 * `POST pay/order-coin/purchase-actual-commodities`: a market order fills now against the source's book; a limit (or
 * stop-limit) holds its funds and rests until the market trades through it.
 */
export function sendPlaceSpotOrder({ request, idempotencyKey }: Keyed<PlaceSpotOrderRequest>) {
  return callOperation(spotOperations.placeSpotOrder, {
    body: request,
    headers: keyHeader(idempotencyKey),
    noMsg: true,
  });
}

export const usePlaceSpotOrder = () => useSpotMutation(sendPlaceSpotOrder);
