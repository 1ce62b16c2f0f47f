import { useTranslation } from 'react-i18next';
import type { SpotOrder } from '@exchange/contracts/http/spot/spot-common';
import { Button } from '@exchange/ui/button';
import { ApiError, presentApiError } from '@/lib/api-client';
import { useIdempotencyKey } from '@/lib/idempotency';
import { notify } from '@/lib/notify';
import { useRevokeSpotOrder } from '../api/revoke-spot-order';

/**
 * Cancels an open order (revoke) with one idempotency key per attempt: the same key while a lost answer is retried,
 * a new one after an answer. An order that filled meanwhile says so (the list is read again either way).
 */
export function CancelSpotOrderButton({
  order,
  onCancelled,
}: {
  order: SpotOrder;
  onCancelled?: () => void;
}) {
  const { t } = useTranslation();
  const idempotency = useIdempotencyKey();
  // Answered at the mutation, not the call: the row (and this button) leaves the list once the refetch lands.
  const revoke = useRevokeSpotOrder({
    onSuccess: () => {
      idempotency.reset();
      notify.success(t('orders.cancelled'));
      onCancelled?.();
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      if (!error.isNoResponse) idempotency.reset();
      presentApiError(error);
    },
  });
  const run = () =>
    revoke.mutate({ request: { id: order.id }, idempotencyKey: idempotency.keyFor({ id: order.id }) });
  return (
    <Button
      variant="secondary"
      isSmall
      isLoading={revoke.isPending}
      aria-label={t('orders.cancelLabel', { no: order.no })}
      onClick={run}
    >
      {t('orders.cancel')}
    </Button>
  );
}
