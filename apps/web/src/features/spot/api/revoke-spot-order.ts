import type { OperationResponse } from '@exchange/contracts/http/operation';
import type { revokeSpotOrder } from '@exchange/contracts/http/spot/revoke-order';
import { request } from '@/lib/api-client';
import { spotOperations } from './spot-operations';
import { keyHeader, useSpotMutation } from './spot-mutation';
import type { Keyed, SpotMutationOutcome } from './spot-mutation';

type RevokedOrder = OperationResponse<typeof revokeSpotOrder>;

/** `POST pay/order-coin/revoke/:id`: the path carries the id, which `callOperation` does not fill in. */
export function sendRevokeSpotOrder({ request: { id }, idempotencyKey }: Keyed<{ id: number }>) {
  const { method, path } = spotOperations.revokeSpotOrder;
  return request<RevokedOrder>({
    method,
    path: path.replace(':id', String(id)),
    headers: keyHeader(idempotencyKey),
    noMsg: true,
  });
}

/** Cancels an open (pending or untriggered) order; its hold goes back to the spot wallet. */
export const useRevokeSpotOrder = (outcome?: SpotMutationOutcome<RevokedOrder>) =>
  useSpotMutation(sendRevokeSpotOrder, outcome);
