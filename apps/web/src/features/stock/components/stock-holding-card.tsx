import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { directionOf, directionTextClass, formatPercent } from '@exchange/ui/format';
import { parseDecimal } from '@exchange/domain/decimal';
import { valueHolding } from '@exchange/domain/stock/index';
import { formatQuantity, formatQuotePrice } from '@/lib/market-format';
import type { StockHolding } from '../api/list-stock-holdings';
import { formatSignedUsdt, formatUsdt } from '../utils/stock-format';

interface StockHoldingCardProps {
  holding: StockHolding;
  /** The live price (a push newer than the server's valuation), or null to keep the server's. */
  livePrice: string | null;
  onSell?: () => void;
}

/**
 * One holding: shares (and those waiting in limit sales), average cost, market value and unrealised PnL — revalued
 * on every live price with the domain's holding math, as the server values it — with Sell.
 */
export function StockHoldingCard({ holding, livePrice, onSell }: StockHoldingCardProps) {
  const { t } = useTranslation();
  const price = livePrice ?? holding.price;
  const value =
    price === null ? null : valueHolding({ quantity: holding.quantity, costBasis: holding.costBasis }, price);
  const trend = directionOf(value?.unrealisedPnl);
  const quantity = (text: string) => formatQuantity(text, holding.transactionAccuracy);
  const rows = [
    { key: 'quantity', label: t('stockTrade.holding.quantity'), value: quantity(holding.quantity) },
    {
      key: 'averageCost',
      label: t('stockTrade.holding.averageCost'),
      value: formatQuotePrice(holding.averageCost, holding.priceAccuracy),
    },
    {
      key: 'price',
      label: t('stockTrade.holding.price'),
      value: formatQuotePrice(price, holding.priceAccuracy),
    },
    {
      key: 'marketValue',
      label: t('stockTrade.holding.marketValue'),
      value: `${formatUsdt(value?.marketValue)} USDT`,
    },
  ];
  return (
    <article
      aria-label={t('stockTrade.holding.label', { symbol: holding.symbol })}
      className="flex flex-col gap-2"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">
          <span dir="ltr">{holding.symbol}</span>{' '}
          <span className="font-normal text-muted">{holding.displayName}</span>
        </h3>
        {onSell ? (
          <Button variant="secondary" isSmall onClick={onSell}>
            {t('stockTrade.holding.sell')}
          </Button>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1.5 text-xs">
        {rows.map((row) => (
          <div key={row.key} className="flex flex-col">
            <dt className="text-muted">{row.label}</dt>
            <dd dir="ltr" data-testid={`holding-${row.key}`} className="font-semibold tabular-nums">
              {row.value}
            </dd>
          </div>
        ))}
        <div className="col-span-2 flex flex-col">
          <dt className="text-muted">{t('stockTrade.holding.pnl')}</dt>
          <dd
            dir="ltr"
            data-testid="holding-pnl"
            className={clsx('font-semibold tabular-nums', directionTextClass[trend])}
          >
            {value === null
              ? '—'
              : `${formatSignedUsdt(value.unrealisedPnl)} USDT (${formatPercent(value.unrealisedPnlRate)})`}
          </dd>
        </div>
      </dl>
      {parseDecimal(holding.reservedQuantity)?.isGreaterThan(0) ? (
        <p className="text-xs text-muted">
          {t('stockTrade.holding.reserved', { quantity: quantity(holding.reservedQuantity) })}
        </p>
      ) : null}
    </article>
  );
}
