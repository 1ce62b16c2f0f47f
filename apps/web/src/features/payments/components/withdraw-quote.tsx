import { useTranslation } from 'react-i18next';
import { coinAmount } from '../utils/amount';

interface WithdrawQuoteProps {
  coin: string;
  fee: string | null;
  arrivalAmount: string | null;
  dailyLimit: string | null;
  dailyUsed: string | null;
  dailyRemaining: string | null;
  isUpdating: boolean;
}

/** The fee and what arrives for the amount typed, and how much of today's limit is used and left. */
export function WithdrawQuote(props: WithdrawQuoteProps) {
  const { t } = useTranslation();
  const { coin } = props;
  const show = (value: string | null) => (value === null ? '—' : `${coinAmount(value)} ${coin}`);
  const rows = [
    { key: 'fee', label: t('withdraw.quote.fee'), value: show(props.fee) },
    { key: 'arrival', label: t('withdraw.quote.arrival'), value: show(props.arrivalAmount), isStrong: true },
    ...(props.dailyLimit === null
      ? [{ key: 'limit', label: t('withdraw.quote.dailyLimit'), value: t('withdraw.quote.noLimit') }]
      : [
          { key: 'limit', label: t('withdraw.quote.dailyLimit'), value: show(props.dailyLimit) },
          { key: 'used', label: t('withdraw.quote.dailyUsed'), value: show(props.dailyUsed) },
          { key: 'remaining', label: t('withdraw.quote.dailyRemaining'), value: show(props.dailyRemaining) },
        ]),
  ];
  return (
    <dl
      aria-live="polite"
      aria-busy={props.isUpdating || undefined}
      className="flex flex-col gap-1.5 rounded-2xl bg-surface-raised p-4 text-sm"
    >
      {rows.map((row) => (
        <div key={row.key} className="flex justify-between gap-4">
          <dt className="text-muted">{row.label}</dt>
          <dd dir="ltr" className={row.isStrong ? 'font-semibold' : 'font-medium'}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
