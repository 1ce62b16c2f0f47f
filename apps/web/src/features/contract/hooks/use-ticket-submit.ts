import { useTranslation } from 'react-i18next';
import { ContractOrderStatus } from '@exchange/contracts/enums';
import { ApiError, presentApiError } from '@/lib/api-client';
import { serverField } from '@/lib/form-errors';
import { useIdempotencyKey } from '@/lib/idempotency';
import { notify } from '@/lib/notify';
import { useCreateContractOrder } from '../api/create-contract-order';
import { useCreateContractOrderByMargin } from '../api/create-contract-order-by-margin';
import { CONTRACT_ERROR_CODES } from '../utils/contract-error-codes';
import type { ContractOrder } from '../utils/contract-types';
import type { TicketField, TicketRequest } from '../utils/order-ticket';

/** The ticket field a server refusal names (`data.field`): the body's names mapped onto the ticket's. */
const SERVER_FIELDS: Readonly<Record<string, TicketField>> = {
  quantity: 'amount',
  earnestMoney: 'amount',
  price: 'price',
  lever: 'leverage',
  marginMode: 'marginMode',
  direction: 'direction',
  stopProfitPrice: 'takeProfit',
  stopLossPrice: 'stopLoss',
};

/**
 * Sends the ticket's order with one idempotency key per submission (the same key when the same values are sent
 * again after a failure). A refusal that names a field goes under it; a price that is gone resets the key (the next
 * submission is a new one at a new price); anything else is a toast.
 */
export function useTicketSubmit(options: {
  onPlaced: (order: ContractOrder) => void;
  onFieldError: (field: TicketField, message: string) => void;
}) {
  const { t } = useTranslation();
  const byQuantity = useCreateContractOrder();
  const byMargin = useCreateContractOrderByMargin();
  const idempotency = useIdempotencyKey();

  const onSuccess = (order: ContractOrder) => {
    idempotency.reset();
    notify.success(
      order.status === ContractOrderStatus.pending
        ? t('contract.ticket.pending', { no: order.no })
        : t('contract.ticket.filled', { no: order.no }),
    );
    options.onPlaced(order);
  };
  const onError = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    if (error.code === CONTRACT_ERROR_CODES.priceUnavailable) idempotency.reset();
    const field = SERVER_FIELDS[serverField(error) ?? ''];
    if (field) options.onFieldError(field, error.msg);
    else presentApiError(error);
  };

  const submit = (request: TicketRequest) => {
    const idempotencyKey = idempotency.keyFor(request);
    if (request.kind === 'quantity')
      byQuantity.mutate({ request: request.body, idempotencyKey }, { onSuccess, onError });
    else byMargin.mutate({ request: request.body, idempotencyKey }, { onSuccess, onError });
  };
  return { submit, isPending: byQuantity.isPending || byMargin.isPending };
}
