import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError, presentApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useC2cOrderStep } from '../api/c2c-mutations';
import type { C2cOrder } from '../api/c2c-queries';
import { formatCoin, formatFiat } from '../utils/c2c-format';
import { C2C_EVIDENCE_MAX, C2cOrderStatus } from '../utils/c2c-rules';
import { C2cAppealSheet } from './c2c-appeal-sheet';
import { C2cMarkPaidSheet } from './c2c-mark-paid-sheet';

type Open = 'paid' | 'cancel' | 'release' | 'appeal' | 'evidence' | null;

/** Which steps the caller may take now, by their side and the order's status (the server checks again). */
export function availableSteps(order: C2cOrder) {
  const isBuyer = order.role === 'buyer';
  const isSeller = order.role === 'seller';
  const evidenceCount = order.files.filter((file) => file.kind === 'evidence').length;
  return {
    canMarkPaid: isBuyer && order.status === C2cOrderStatus.unpaid,
    canCancel: isBuyer && order.status === C2cOrderStatus.unpaid,
    canRelease:
      isSeller && (order.status === C2cOrderStatus.paid || order.status === C2cOrderStatus.appealing),
    canAppeal: (isBuyer || isSeller) && order.status === C2cOrderStatus.paid,
    canAddEvidence:
      (isBuyer || isSeller) && order.status === C2cOrderStatus.appealing && evidenceCount < C2C_EVIDENCE_MAX,
  };
}

/**
 * The caller's steps on an order: the buyer's "I have paid" and cancel while unpaid; the seller's release once paid
 * (after a warning to check the money arrived); either side's appeal once paid, and evidence while it is decided.
 */
export function C2cOrderActions({ order }: { order: C2cOrder }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const step = useC2cOrderStep(order.id);
  const steps = availableSteps(order);
  const run = (kind: 'release' | 'cancel') =>
    step.mutate(
      { kind },
      {
        onSuccess: () =>
          notify.success(t(kind === 'release' ? 'c2c.actions.released' : 'c2c.actions.cancelled')),
        onError: (error) => (error instanceof ApiError ? presentApiError(error) : console.error(error)),
      },
    );
  if (!Object.values(steps).some(Boolean)) return null;
  const onOpenChange = (isOpen: boolean) => (isOpen ? undefined : setOpen(null));
  return (
    <div className="flex flex-wrap gap-2">
      {steps.canMarkPaid ? (
        <Button onClick={() => setOpen('paid')}>{t('c2c.actions.markPaid')}</Button>
      ) : null}
      {steps.canRelease ? (
        <Button
          isLoading={step.isPending && step.variables?.kind === 'release'}
          onClick={() => setOpen('release')}
        >
          {t('c2c.actions.release')}
        </Button>
      ) : null}
      {steps.canCancel ? (
        <Button
          variant="secondary"
          isLoading={step.isPending && step.variables?.kind === 'cancel'}
          onClick={() => setOpen('cancel')}
        >
          {t('c2c.actions.cancel')}
        </Button>
      ) : null}
      {steps.canAppeal ? (
        <Button variant="secondary" onClick={() => setOpen('appeal')}>
          {t('c2c.actions.appeal')}
        </Button>
      ) : null}
      {steps.canAddEvidence ? (
        <Button variant="secondary" onClick={() => setOpen('evidence')}>
          {t('c2c.actions.addEvidence')}
        </Button>
      ) : null}
      <ConfirmDialog
        isOpen={open === 'cancel'}
        onOpenChange={onOpenChange}
        title={t('c2c.actions.cancelTitle')}
        description={t('c2c.actions.cancelDescription')}
        confirmLabel={t('c2c.actions.cancelConfirm')}
        onConfirm={() => run('cancel')}
      />
      <ConfirmDialog
        isOpen={open === 'release'}
        onOpenChange={onOpenChange}
        title={t('c2c.actions.releaseTitle')}
        description={t('c2c.actions.releaseDescription', {
          fiat: formatFiat(order.fiatAmount, order.fiat),
          coin: formatCoin(order.amount, order.asset),
          buyer: order.buyer.name,
        })}
        confirmLabel={t('c2c.actions.releaseConfirm')}
        onConfirm={() => run('release')}
      />
      {open === 'paid' ? <C2cMarkPaidSheet order={order} onClose={() => setOpen(null)} /> : null}
      {open === 'appeal' || open === 'evidence' ? (
        <C2cAppealSheet order={order} mode={open} onClose={() => setOpen(null)} />
      ) : null}
    </div>
  );
}
