import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@exchange/ui/badge';
import { CoinIcon } from '@exchange/ui/coin-icon';
import { ChevronDownIcon } from '@exchange/ui/icon';
import type { MarketListRow } from '@/data/instruments/instrument-types';
import {
  directionOf,
  directionTextClass,
  formatChangeRate,
  formatQuotePrice,
  formatSignedChange,
} from '@/lib/market-format';
import type { SessionView } from '../utils/session-view';
import type { StockPrice } from '../utils/stock-price';
import { StockPicker } from './stock-picker';
import { StockSessionLine } from './stock-session-line';

interface StockHeaderProps {
  stock: MarketListRow;
  price: StockPrice;
  session: SessionView;
  onChoose: (symbol: string) => void;
}

/** The stock (its ticker opens the picker), its live price and change, and the market session. */
export function StockHeader({ stock, price, session, onChoose }: StockHeaderProps) {
  const { t } = useTranslation();
  const [isPicking, setIsPicking] = useState(false);
  const trend = directionOf(price.changeRate);
  return (
    <section aria-label={stock.symbol} className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <div className="flex min-w-0 items-center gap-2">
          <CoinIcon symbol={stock.symbol} logo={stock.logo} size={32} isCoin={false} />
          <div className="flex min-w-0 flex-col">
            <button
              type="button"
              onClick={() => setIsPicking(true)}
              aria-label={t('stockTrade.switchSymbol', { symbol: stock.symbol })}
              className="inline-flex items-center gap-1 self-start rounded-lg text-lg leading-tight font-semibold hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand"
            >
              <span dir="ltr">{stock.symbol}</span>
              <ChevronDownIcon className="text-muted" />
            </button>
            <span className="truncate text-xs text-muted">{stock.displayName}</span>
          </div>
          {price.state === 'stale' ? <Badge tone="warning">{t('stockTrade.price.stale')}</Badge> : null}
        </div>
        <span dir="ltr" className="flex items-baseline gap-2">
          <span
            data-testid="stock-last-price"
            className={clsx('text-xl font-semibold tabular-nums', directionTextClass[trend])}
          >
            {formatQuotePrice(price.price, stock.priceAccuracy)}
          </span>
          <span className={clsx('text-sm font-medium tabular-nums', directionTextClass[trend])}>
            {formatSignedChange(price.change, stock.priceAccuracy)} ({formatChangeRate(price.changeRate)})
          </span>
        </span>
      </div>
      <StockSessionLine session={session} />
      {isPicking ? (
        <StockPicker symbol={stock.symbol} onChoose={onChoose} onClose={() => setIsPicking(false)} />
      ) : null}
    </section>
  );
}
