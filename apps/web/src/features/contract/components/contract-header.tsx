import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Badge } from '@exchange/ui/badge';
import { ChevronDownIcon } from '@exchange/ui/icon';
import {
  directionOf,
  directionTextClass,
  formatChangeRate,
  formatQuotePrice,
  pairName,
} from '@/lib/market-format';
import { useSpotPriceAccuracies } from '../api/list-spot-accuracies';
import { priceDecimalsOf } from '../utils/accuracy';
import type { Perpetual } from '../utils/contract-types';
import type { QuoteView } from '../utils/price-state';

interface ContractHeaderProps {
  perpetual: Perpetual;
  quote: QuoteView;
  onSwitch: () => void;
}

/** The perpetual, its last and mark prices (live) and 24 h change; the name opens the perpetual picker. */
export function ContractHeader({ perpetual, quote, onSwitch }: ContractHeaderProps) {
  const { t } = useTranslation();
  const name = pairName(perpetual);
  const trend = directionOf(quote.changeRate);
  const spot = useSpotPriceAccuracies();
  const accuracy = priceDecimalsOf(perpetual.priceAccuracy, spot?.get(perpetual.symbol));
  return (
    <section aria-label={name} className="flex flex-wrap items-center gap-x-6 gap-y-2">
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={onSwitch}
          aria-label={t('contract.switchSymbol', { symbol: name })}
          className="-ms-1 inline-flex items-center gap-1 rounded-lg px-1 text-lg font-semibold hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand"
        >
          <span dir="ltr">{name}</span>
          <ChevronDownIcon className="text-muted" />
        </button>
        <Badge>{t('contract.perpetual')}</Badge>
        {quote.state === 'stale' ? <Badge tone="warning">{t('contract.price.stale')}</Badge> : null}
        {quote.state === 'missing' ? <Badge tone="warning">{t('contract.price.missing')}</Badge> : null}
      </div>
      <dl className="flex flex-wrap items-baseline gap-x-6 gap-y-1">
        <div className="flex flex-col">
          <dt className="text-xs text-muted">{t('contract.lastPrice')}</dt>
          <dd
            dir="ltr"
            data-testid="contract-last-price"
            className={clsx(
              'text-xl font-semibold tabular-nums',
              directionTextClass[trend],
              quote.state !== 'live' && 'opacity-60',
            )}
          >
            {formatQuotePrice(quote.last, accuracy)}
          </dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-xs text-muted">{t('contract.markPrice')}</dt>
          <dd dir="ltr" data-testid="contract-mark-price" className="font-medium tabular-nums">
            {formatQuotePrice(quote.mark, accuracy)}
          </dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-xs text-muted">{t('contract.change24h')}</dt>
          <dd dir="ltr" className={clsx('font-medium tabular-nums', directionTextClass[trend])}>
            {formatChangeRate(quote.changeRate)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
