import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PaymentMethod } from '@exchange/contracts/http/wallet/payment-methods';
import { buttonClasses } from '@exchange/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { notify } from '@/lib/notify';
import { presentApiError, ApiError } from '@/lib/api-client';
import { usePaymentMethods } from '../api/list-payment-methods';
import { useRemovePaymentMethod } from '../api/remove-payment-method';
import { methodTypeOfKind } from '../utils/channel-method';
import type { PaymentMethodKind } from '../utils/channel-method';
import { addPaymentMethodRoute } from '../utils/deposit-routes';
import { describePaymentMethod } from '../utils/payment-method-text';
import { FieldValueList } from './field-value-list';

/** The saved bank cards or crypto addresses: each with its field/value pairs, an edit link and a delete button. */
export function PaymentMethodList({ kind }: { kind: PaymentMethodKind }) {
  const { t } = useTranslation();
  const methods = usePaymentMethods(kind);
  const remove = useRemovePaymentMethod();
  const [removing, setRemoving] = useState<PaymentMethod | null>(null);
  const type = methodTypeOfKind(kind);
  const addLabel = kind === 'bankCard' ? t('paymentMethods.addBankCard') : t('paymentMethods.addAddress');

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(
      { kind, id: removing.id },
      {
        onSuccess: () => notify.success(t('paymentMethods.removed')),
        onError: (error) => (error instanceof ApiError ? presentApiError(error) : console.error(error)),
      },
    );
  };

  if (methods.isPending) return <LoadingState />;
  if (methods.isError) return <ErrorState onRetry={() => void methods.refetch()} />;
  return (
    <div className="flex flex-col gap-3">
      {methods.data.length === 0 ? (
        <EmptyState
          message={
            kind === 'bankCard' ? t('paymentMethods.emptyBankCards') : t('paymentMethods.emptyAddresses')
          }
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {methods.data.map((method) => {
            const title = describePaymentMethod(method).title;
            return (
              <li key={method.id} className="flex flex-col gap-2 rounded-2xl bg-surface-raised p-4">
                <h2 className="text-sm font-semibold">{title}</h2>
                <FieldValueList pairs={method.fields} />
                <div className="flex justify-end gap-2">
                  <Link
                    to={addPaymentMethodRoute(type, method.id)}
                    aria-label={t('paymentMethods.editNamed', { name: title })}
                    className={buttonClasses('secondary')}
                  >
                    {t('paymentMethods.edit')}
                  </Link>
                  <button
                    type="button"
                    onClick={() => setRemoving(method)}
                    aria-label={t('paymentMethods.removeNamed', { name: title })}
                    className={buttonClasses('ghost')}
                  >
                    <span className="text-danger">{t('paymentMethods.remove')}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Link to={addPaymentMethodRoute(type)} className={buttonClasses('primary', true)}>
        {addLabel}
      </Link>
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(isOpen) => !isOpen && setRemoving(null)}
        title={t('paymentMethods.removeTitle')}
        description={t('paymentMethods.removeDescription', {
          name: removing ? describePaymentMethod(removing).title : '',
        })}
        confirmLabel={t('paymentMethods.remove')}
        onConfirm={confirmRemove}
      />
    </div>
  );
}
