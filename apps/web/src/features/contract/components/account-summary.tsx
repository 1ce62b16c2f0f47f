import { useTranslation } from 'react-i18next';
import { directionOf, directionTextClass } from '@/lib/market-format';
import { useContractAccount } from '../api/get-contract-account';
import { formatSignedUsdt, formatUsdt } from '../utils/contract-format';

/**
 * The live contract account (orderInfo; the CONTRACT_ACCOUNT push keeps it current): equity, available (already
 * reduced by a cross loss beyond its position's margin, spec §4), unrealised PnL, margin in use and margin ratio.
 */
export function AccountSummary() {
  const { t } = useTranslation();
  const { data } = useContractAccount(true);
  if (!data) return null;
  const profit = String(data.profit);
  const items = [
    { label: t('contract.account.equity'), value: formatUsdt(data.netWorthBigDecimal) },
    { label: t('contract.account.available'), value: formatUsdt(data.available) },
    {
      label: t('contract.account.unrealised'),
      value: <span className={directionTextClass[directionOf(profit)]}>{formatSignedUsdt(profit)}</span>,
    },
    { label: t('contract.account.margin'), value: formatUsdt(data.occupyMargin) },
    { label: t('contract.account.marginRatio'), value: `${formatUsdt(data.marginRatio)}%` },
  ];
  return (
    <section aria-label={t('contract.account.label')} className="rounded-2xl bg-surface-raised p-4">
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
        {items.map((item) => (
          <div key={item.label} className="flex flex-col">
            <dt className="text-xs text-muted">{item.label}</dt>
            <dd dir="ltr" className="text-start font-medium tabular-nums">
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
