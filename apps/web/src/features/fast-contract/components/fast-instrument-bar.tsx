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
  pairName,
} from '@/lib/market-format';
import type { PriceView } from '../utils/price-view';
import { FastInstrumentPicker } from './fast-instrument-picker';

interface FastInstrumentBarProps {
  instrument: MarketListRow;
  price: PriceView;
  onChoose: (symbol: string) => void;
}

/** The instrument (its name opens the picker), its live price and 24 h change, and why the price cannot be used. */
export function FastInstrumentBar({ instrument, price, onChoose }: FastInstrumentBarProps) {
  const { t } = useTranslation();
  const [isPicking, setIsPicking] = useState(false);
  const name = pairName(instrument);
  const trend = directionOf(price.changeRate);
  return (
    <section aria-label={name} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
      <div className="flex min-w-0 items-center gap-2">
        <CoinIcon symbol={instrument.baseAsset} logo={instrument.logo} size={28} />
        <button
          type="button"
          onClick={() => setIsPicking(true)}
          aria-label={t('fast.switchSymbol', { symbol: name })}
          className="inline-flex items-center gap-1 rounded-lg px-1 text-lg font-semibold hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand"
        >
          <span dir="ltr">{name}</span>
          <ChevronDownIcon className="text-muted" />
        </button>
        <Badge>{t('fast.badge')}</Badge>
      </div>
      <div className="flex items-baseline gap-3" dir="ltr">
        <span
          data-testid="fast-last-price"
          className={clsx(
            'text-xl font-semibold tabular-nums',
            directionTextClass[trend],
            price.state !== 'live' && 'opacity-60',
          )}
        >
          {formatQuotePrice(price.price, instrument.priceAccuracy)}
        </span>
        <span className={clsx('text-sm font-medium tabular-nums', directionTextClass[trend])}>
          {formatChangeRate(price.changeRate)}
        </span>
      </div>
      {isPicking ? (
        <FastInstrumentPicker
          symbol={instrument.symbol}
          onChoose={onChoose}
          onClose={() => setIsPicking(false)}
        />
      ) : null}
    </section>
  );
}
