import { useTranslation } from 'react-i18next';
import { NO_VALUE, formatQuotePrice } from '@/lib/market-format';
import type { SpotPairRow } from '../hooks/use-spot-pair';
import { formatAssetAmount, formatFeeRate } from '../utils/spot-format';
import type { SpotPreview } from '../utils/spot-ticket';

const ROLE_KEYS = {
  taker: 'spot.preview.fillsNow',
  maker: 'spot.preview.rests',
  onTrigger: 'spot.preview.onTrigger',
} as const;

/**
 * What the order is expected to do, recomputed on every book push: how it fills, its average price (a market order
 * walked through the book's levels, so a large one shows a worse average), the total, the fee at the caller's rate in
 * the asset received, and what the wallet receives.
 */
export function SpotTicketPreview({ pair, preview }: { pair: SpotPairRow; preview: SpotPreview }) {
  const { t } = useTranslation();
  const amountOf = (value: string | null, asset: string) =>
    value === null ? NO_VALUE : `${formatAssetAmount(value, asset)} ${asset}`;
  const rows = [
    {
      key: 'average',
      label: t('spot.preview.averagePrice'),
      value: formatQuotePrice(preview.averagePrice, pair.priceAccuracy),
      testId: 'preview-average',
    },
    {
      key: 'quantity',
      label: t('spot.preview.quantity'),
      value: amountOf(preview.quantity, pair.baseAsset),
      testId: 'preview-quantity',
    },
    {
      key: 'total',
      label: t('spot.preview.total'),
      value: amountOf(preview.total, pair.quoteAsset),
      testId: 'preview-total',
    },
    {
      key: 'fee',
      label:
        preview.feeRate === null
          ? t('spot.preview.feeUnknown')
          : t('spot.preview.fee', { rate: formatFeeRate(preview.feeRate) }),
      value: amountOf(preview.fee, preview.feeAsset),
      testId: 'preview-fee',
    },
    {
      key: 'receive',
      label: t('spot.preview.receive'),
      value: amountOf(preview.receives, preview.receivesAsset),
      testId: 'preview-receive',
    },
  ];
  return (
    <section
      aria-label={t('spot.preview.label')}
      className="flex flex-col gap-1 rounded-lg bg-surface-sunken px-2 py-1.5"
    >
      <p className="text-xs text-muted">{t(ROLE_KEYS[preview.role])}</p>
      <dl className="flex flex-col">
        {rows.map((row) => (
          <div key={row.key} className="flex flex-wrap items-baseline justify-between gap-x-2 py-0.5 text-xs">
            <dt className="text-muted">{row.label}</dt>
            <dd dir="ltr" data-testid={row.testId} className="ms-auto font-medium tabular-nums">
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
