import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@exchange/ui/badge';
import { Button } from '@exchange/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SheetDialog } from '@/components/ui/sheet-dialog';
import { ApiError, presentApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useDeleteC2cPaymentMethod } from '../api/c2c-mutations';
import type { C2cPaymentMethod } from '../api/c2c-queries';
import { useC2cPaymentMethods } from '../api/c2c-queries';
import { C2C_PAYMENT_METHODS_MAX } from '../utils/c2c-rules';
import { C2cPaymentMethodForm } from './c2c-payment-method-form';

function MethodRow({ method, onDelete }: { method: C2cPaymentMethod; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <article aria-label={method.provider} className="flex items-center gap-3 px-4 py-3">
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-center gap-2">
          <span className="truncate text-sm font-medium">{method.provider}</span>
          <Badge>{t(`c2c.methods.kind.${method.kind}`)}</Badge>
        </span>
        <span className="truncate text-xs text-muted">{method.accountName}</span>
        <span dir="ltr" className="truncate text-start font-mono text-xs text-muted">
          {method.accountNo}
        </span>
      </div>
      <Button variant="ghost" isSmall onClick={onDelete}>
        {t('c2c.methods.delete')}
      </Button>
    </article>
  );
}

/**
 * The caller's C2C payment methods: where they receive fiat as a seller (a merchant's sell ads accept some of them; a
 * taker selling to a buy ad offers all of them). Add one (at most 10) or delete one no open ad accepts.
 */
export function C2cPaymentMethodsPanel() {
  const { t } = useTranslation();
  const methods = useC2cPaymentMethods();
  const remove = useDeleteC2cPaymentMethod();
  const titleId = useId();
  const [isAdding, setIsAdding] = useState(false);
  const [deleting, setDeleting] = useState<C2cPaymentMethod | null>(null);
  const list = methods.data ?? [];
  const isFull = list.length >= C2C_PAYMENT_METHODS_MAX;
  let content;
  if (methods.isPending) content = <LoadingState />;
  else if (methods.isError) content = <ErrorState onRetry={() => void methods.refetch()} />;
  else if (list.length === 0) content = <EmptyState message={t('c2c.methods.empty')} />;
  else
    content = (
      <ul
        aria-label={t('c2c.methods.title')}
        className="divide-y divide-border overflow-hidden rounded-2xl bg-surface-raised"
      >
        {list.map((method) => (
          <li key={method.id}>
            <MethodRow method={method} onDelete={() => setDeleting(method)} />
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-base font-semibold">
          {t('c2c.methods.title')}
        </h2>
        <Button variant="secondary" isSmall disabled={isFull} onClick={() => setIsAdding(true)}>
          {t('c2c.methods.add')}
        </Button>
      </div>
      {isFull ? (
        <p className="text-sm text-warning">{t('c2c.methods.full', { max: C2C_PAYMENT_METHODS_MAX })}</p>
      ) : null}
      {content}
      {isAdding ? (
        <SheetDialog title={t('c2c.methods.addTitle')} onClose={() => setIsAdding(false)}>
          <C2cPaymentMethodForm onSaved={() => setIsAdding(false)} />
        </SheetDialog>
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : setDeleting(null))}
        title={t('c2c.methods.deleteTitle')}
        description={t('c2c.methods.deleteDescription', { provider: deleting?.provider ?? '' })}
        confirmLabel={t('c2c.methods.delete')}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => notify.success(t('c2c.methods.deleted')),
            onError: (error) => (error instanceof ApiError ? presentApiError(error) : console.error(error)),
          });
        }}
      />
    </section>
  );
}
