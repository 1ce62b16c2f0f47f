import { useTranslation } from 'react-i18next';
import { Badge } from '@exchange/ui/badge';
import { DetailList } from '@exchange/ui/detail-list';
import type { C2cOrder } from '../api/c2c-queries';

/**
 * Where the buyer pays: the seller's accepted methods with their account name and number (the buyer copies them into
 * their bank or e-wallet); the one the buyer said they used is marked once paid.
 */
export function C2cOrderPaymentMethods({ order }: { order: C2cOrder }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('c2c.order.whereToPay')} className="flex flex-col gap-2">
      <h2 className="text-sm font-semibold">{t('c2c.order.whereToPay')}</h2>
      <ul className="flex flex-col gap-2">
        {order.paymentMethods.map((method) => (
          <li key={method.id}>
            <article aria-label={method.provider} className="rounded-2xl bg-surface-raised px-4 py-2">
              <header className="flex items-center gap-2 pt-1">
                <span className="text-sm font-semibold">{method.provider}</span>
                <Badge>{t(`c2c.methods.kind.${method.kind}`)}</Badge>
                {order.paidMethodId === method.id ? (
                  <Badge tone="success">{t('c2c.order.usedMethod')}</Badge>
                ) : null}
              </header>
              <DetailList
                items={[
                  { label: t('c2c.methods.accountName'), value: method.accountName },
                  {
                    label: t('c2c.methods.accountNo'),
                    value: <span className="font-mono select-all">{method.accountNo}</span>,
                    isLtr: true,
                  },
                ]}
              />
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
