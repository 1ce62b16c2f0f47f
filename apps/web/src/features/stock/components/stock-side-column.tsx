import { useTranslation } from 'react-i18next';
import { formatPercent } from '@exchange/ui/format';
import { BigNumber } from 'bignumber.js';
import type { MarketListRow } from '@/data/instruments/instrument-types';
import { formatQuantity, formatQuotePrice } from '@/lib/market-format';
import type { StockConfig } from '../api/get-stock-config';
import type { StockHolding } from '../api/list-stock-holdings';
import type { StockPrice } from '../utils/stock-price';
import { formatUsdt } from '../utils/stock-format';

interface StockSideColumnProps {
  stock: MarketListRow;
  price: StockPrice;
  config: StockConfig | undefined;
  holding: StockHolding | null;
}

/**
 * The price side of the ticket, beside the form on phones too: the live price, the day's range, the fee and the
 * minimum order, and the shares held.
 */
export function StockSideColumn({ stock, price, config, holding }: StockSideColumnProps) {
  const { t } = useTranslation();
  const rows = [
    {
      key: 'high',
      label: t('stockTrade.column.high'),
      value: formatQuotePrice(price.high, stock.priceAccuracy),
    },
    {
      key: 'low',
      label: t('stockTrade.column.low'),
      value: formatQuotePrice(price.low, stock.priceAccuracy),
    },
    ...(config
      ? [
          {
            key: 'fee',
            label: t('stockTrade.column.fee'),
            value: formatPercent(new BigNumber(config.feeRate).times(100).toFixed(), {
              signed: false,
              decimals: 2,
            }),
          },
          {
            key: 'min',
            label: t('stockTrade.column.minimum'),
            value: `${formatUsdt(config.minAmount)} USDT`,
          },
        ]
      : []),
    ...(holding
      ? [
          {
            key: 'held',
            label: t('stockTrade.column.held'),
            value: formatQuantity(holding.quantity, stock.transactionAccuracy),
          },
        ]
      : []),
  ];
  return (
    <section
      aria-label={t('stockTrade.column.label')}
      className="flex h-full flex-col gap-2 rounded-2xl bg-surface-raised p-3"
    >
      <h2 className="text-xs font-medium text-muted">{t('stockTrade.column.price')}</h2>
      <p dir="ltr" className="text-lg font-semibold tabular-nums break-all">
        {formatQuotePrice(price.price, stock.priceAccuracy)}
      </p>
      {price.state !== 'live' ? (
        <p className="text-xs text-warning">
          {t(price.state === 'stale' ? 'stockTrade.price.staleNote' : 'stockTrade.price.missing')}
        </p>
      ) : null}
      <dl className="flex flex-col gap-1.5 text-xs">
        {rows.map((row) => (
          <div key={row.key} className="flex flex-col">
            <dt className="text-muted">{row.label}</dt>
            <dd dir="ltr" className="font-medium tabular-nums break-all">
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
