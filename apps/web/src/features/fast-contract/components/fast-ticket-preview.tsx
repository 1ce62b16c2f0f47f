import { useTranslation } from 'react-i18next';
import { NO_VALUE } from '@/lib/market-format';
import type { FastPreview } from '../utils/fast-ticket';
import { formatRate, formatUsdt } from '../utils/fast-format';

/**
 * Before a buy: what comes back when correct, what is lost when wrong, and the house edge the payout rate implies — the
 * same numbers the server settles with (packages/domain). Compact rows, so it fits the phone's narrow form column.
 */
export function FastTicketPreview({ preview }: { preview: FastPreview | null }) {
  const { t } = useTranslation();
  const usdt = (value: string | undefined) => (value === undefined ? NO_VALUE : `${formatUsdt(value)} USDT`);
  const rows = [
    {
      key: 'payout',
      label: t('fast.preview.payoutIfWon'),
      value: usdt(preview?.payoutIfWon),
      tone: 'text-up',
    },
    {
      key: 'profit',
      label: t('fast.preview.profitIfWon'),
      value: usdt(preview?.profitIfWon),
      tone: 'text-up',
    },
    {
      key: 'loss',
      label: t('fast.preview.lossIfWrong'),
      value: usdt(preview?.lossIfWrong),
      tone: 'text-down',
    },
    {
      key: 'edge',
      label: t('fast.preview.houseEdge'),
      value: preview ? formatRate(preview.houseEdge) : NO_VALUE,
      tone: '',
    },
  ];
  return (
    <section aria-label={t('fast.preview.label')} className="rounded-xl bg-surface-sunken px-2.5 py-1.5">
      <dl className="flex flex-col divide-y divide-border text-xs">
        {rows.map((row) => (
          <div key={row.key} className="flex flex-wrap items-baseline justify-between gap-x-2 py-1.5">
            <dt className="text-muted">{row.label}</dt>
            <dd
              dir="ltr"
              data-testid={`fast-preview-${row.key}`}
              className={`font-semibold tabular-nums ${row.tone}`}
            >
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
