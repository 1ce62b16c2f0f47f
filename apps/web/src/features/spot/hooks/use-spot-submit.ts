import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpotOrder } from '@exchange/contracts/http/spot/spot-common';
import { ApiError, presentApiError } from '@/lib/api-client';
import { serverField } from '@/lib/form-errors';
import { newIdempotencyKey } from '@/lib/idempotency';
import { notify } from '@/lib/notify';
import { usePlaceSpotOrder } from '../api/place-spot-order';
import type { PlaceSpotOrderRequest } from '../api/place-spot-order';
import { SpotOrderStatus } from '../utils/spot-enums';
import { orderIdentity } from '../utils/spot-ticket';
import type { SpotTicketField } from '../utils/spot-ticket';

/** The ticket field a server refusal names (`data.field`): the body's names mapped onto the ticket's. */
const SERVER_FIELDS: Readonly<Record<string, SpotTicketField>> = {
  quantity: 'amount',
  quoteAmount: 'amount',
  expectedPrice: 'amount',
  maxSlippage: 'amount',
  price: 'price',
  triggerPrice: 'triggerPrice',
};

/** Whether the server may have applied a call that failed: no answer, or a server error. */
const mayHaveApplied = (error: ApiError) => error.isNoResponse || (error.code >= 500 && error.code < 600);

/**
 * Sends the ticket's order with one idempotency key per order. A retry after no answer (or a server error) sends the
 * very same body with the same key, so the server applies it at most once even though a market order's preview price
 * has moved since; an answer — success or refusal — ends it, and the next submission is a new order. A refusal that
 * names a field goes under it; anything else is a toast.
 */
export function useSpotSubmit(options: {
  onPlaced: (order: SpotOrder) => void;
  onFieldError: (field: SpotTicketField, message: string) => void;
}) {
  const { t } = useTranslation();
  const mutation = usePlaceSpotOrder();
  const inFlight = useRef<{ identity: string; key: string; body: PlaceSpotOrderRequest } | null>(null);

  const submit = (request: PlaceSpotOrderRequest) => {
    const identity = JSON.stringify(orderIdentity(request));
    if (inFlight.current?.identity !== identity)
      inFlight.current = { identity, key: newIdempotencyKey(), body: request };
    const { key, body } = inFlight.current;
    mutation.mutate(
      { request: body, idempotencyKey: key },
      {
        onSuccess: (order) => {
          inFlight.current = null;
          notify.success(
            t(order.status === SpotOrderStatus.filled ? 'spot.ticket.filled' : 'spot.ticket.placed', {
              no: order.no,
            }),
          );
          options.onPlaced(order);
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          if (!mayHaveApplied(error)) inFlight.current = null;
          const field = SERVER_FIELDS[serverField(error) ?? ''];
          if (field) options.onFieldError(field, error.msg);
          else presentApiError(error);
        },
      },
    );
  };
  return { submit, isPending: mutation.isPending };
}
