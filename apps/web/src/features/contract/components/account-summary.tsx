import { useTranslation } from 'react-i18next';
import { formatPercent } from '@exchange/ui/format';
import { directionOf, directionTextClass } from '@/lib/market-format';
import { useContractAccount } from '../api/get-contract-account';
import { formatSignedUsdt, formatUsdt } from '../utils/contract-format';

/** What a value shows until the account has loaded: the summary keeps its size, so nothing below it moves. */
const PENDING = '—';

/**
 * The live contract account (orderInfo; the CONTRACT_ACCOUNT push keeps it current): equity, available (already
 * reduced by a cross loss beyond its position's margin, spec §4), unrealised PnL, margin in use and margin ratio.
 * Laid out at once with placeholders: appearing after the account read pushed the order ticket down (Lighthouse
 * counted a layout shift of 0.76 on /contract, issue 13).
 */
export function AccountSummary() {
  const { t } = useTranslation();
  const { data } = useContractAccount(true);
  const profit = data ? String(data.profit) : '0';
  const items = [
    { label: t('contract.account.equity'), value: data ? formatUsdt(data.netWorthBigDecimal) : PENDING },
    { label: t('contract.account.available'), value: data ? formatUsdt(data.available) : PENDING },
    {
      label: t('contract.account.unrealised'),
      value: data ? (
        <span className={directionTextClass[directionOf(profit)]}>{formatSignedUsdt(profit)}</span>
      ) : (
        PENDING
      ),
    },
    { label: t('contract.account.margin'), value: data ? formatUsdt(data.occupyMargin) : PENDING },
    {
      label: t('contract.account.marginRatio'),
      value: data ? formatPercent(data.marginRatio, { signed: false }) : PENDING,
    },
  ];
  return (
    <section
      aria-label={t('contract.account.label')}
      aria-busy={data ? undefined : true}
      className="rounded-2xl bg-surface-raised p-4"
    >
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
