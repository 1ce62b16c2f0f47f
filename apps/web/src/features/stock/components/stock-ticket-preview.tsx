import { useTranslation } from 'react-i18next';
import { NO_VALUE } from '@exchange/ui/format';
import { formatQuantity, formatQuotePrice } from '@/lib/market-format';
import type { StockTicketModel } from '../hooks/use-stock-ticket';
import { StockSide } from '../utils/stock-labels';
import { formatUsdt } from '../utils/stock-format';

/** The fill price (live quote or limit), the shares, the fee and what it costs or brings, as the server computes. */
export function StockTicketPreview({ ticket }: { ticket: StockTicketModel }) {
  const { t } = useTranslation();
  const { preview } = ticket.state;
  const { context, values } = ticket;
  const usdt = (value: string | undefined) => (value === undefined ? NO_VALUE : `${formatUsdt(value)} USDT`);
  const rows = [
    {
      key: 'price',
      label: t('stockTrade.preview.price'),
      value: formatQuotePrice(preview?.price, context.priceAccuracy),
    },
    {
      key: 'quantity',
      label: t('stockTrade.preview.quantity'),
      value: preview ? formatQuantity(preview.quantity, context.transactionAccuracy) : NO_VALUE,
    },
    { key: 'notional', label: t('stockTrade.preview.notional'), value: usdt(preview?.notional) },
    { key: 'fee', label: t('stockTrade.preview.fee'), value: usdt(preview?.fee) },
    {
      key: 'total',
      label: t(values.side === StockSide.sell ? 'stockTrade.preview.proceeds' : 'stockTrade.preview.total'),
      value: usdt(preview?.total),
    },
  ];
  return (
    <section
      aria-label={t('stockTrade.preview.label')}
      className="rounded-xl bg-surface-sunken px-2.5 py-1.5"
    >
      <dl className="flex flex-col divide-y divide-border text-xs">
        {rows.map((row) => (
          <div key={row.key} className="flex flex-wrap items-baseline justify-between gap-x-2 py-1.5">
            <dt className="text-muted">{row.label}</dt>
            <dd dir="ltr" data-testid={`stock-preview-${row.key}`} className="font-semibold tabular-nums">
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
