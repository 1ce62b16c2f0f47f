import { useTranslation } from 'react-i18next';
import type { DetailItem } from '@exchange/ui/detail-list';
import { NO_VALUE, formatQuantity, formatQuotePrice } from '@/lib/market-format';
import { formatUsdt } from '../utils/contract-format';
import type { ContractSpec } from '../utils/contract-types';
import type { TicketState } from '../utils/order-ticket';

/** What the order will cost and where the position would be liquidated, recomputed as the price ticks. */
export function TicketPreview({
  spec,
  state,
  priceDecimals,
}: {
  spec: ContractSpec;
  state: TicketState;
  /** The decimals prices show (`priceDecimalsOf`). */
  priceDecimals: number;
}) {
  const { t } = useTranslation();
  const { preview } = state;
  const usdt = (value: string | undefined) => (value === undefined ? NO_VALUE : `${formatUsdt(value)} USDT`);
  return (
    <section aria-label={t('contract.preview.label')} className="rounded-xl bg-surface-sunken px-3">
      <WrappingDetailList
        items={[
          {
            label: t('contract.preview.quantity'),
            value: `${formatQuantity(preview ? state.quantity : null, spec.transactionAccuracy)} ${spec.baseAsset}`,
            isLtr: true,
          },
          { label: t('contract.preview.notional'), value: usdt(preview?.notional), isLtr: true },
          { label: t('contract.preview.margin'), value: usdt(preview?.margin), isLtr: true },
          { label: t('contract.preview.fee'), value: usdt(preview?.fee), isLtr: true },
          { label: t('contract.preview.cost'), value: usdt(preview?.cost), isLtr: true },
          {
            label: t('contract.preview.liquidation'),
            value: formatQuotePrice(preview?.liquidationPrice, priceDecimals),
            isLtr: true,
          },
          {
            label: t('contract.preview.maxLeverage'),
            value: t('contract.ticket.leverageValue', { value: state.maxLeverage }),
            isLtr: true,
          },
        ]}
      />
    </section>
  );
}

/**
 * The preview's label/value rows: like the shared detail list, but a row whose label and value do not fit side by
 * side (the ticket beside the order book on a phone) puts the value on a line of its own instead of overflowing.
 */
function WrappingDetailList({ items }: { items: readonly DetailItem[] }) {
  return (
    <dl className="divide-y divide-border">
      {items.map((item) => (
        <div
          key={item.label}
          className="flex flex-wrap items-baseline justify-between gap-x-4 py-2.5 text-sm"
        >
          <dt className="text-muted">{item.label}</dt>
          <dd dir={item.isLtr ? 'ltr' : undefined} className="ms-auto text-end font-medium">
            {item.value ?? '—'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
