import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@exchange/ui/button';
import { DetailList } from '@exchange/ui/detail-list';
import { NO_VALUE } from '@exchange/ui/format';
import type { C2cAd, TakerSide } from '../api/c2c-queries';
import { formatCoin, formatFiat } from '../utils/c2c-format';
import { canTake } from '../utils/c2c-rules';
import { C2cMerchantStats } from './c2c-merchant-stats';

interface C2cAdCardProps {
  ad: C2cAd;
  /** The taker's side: `buy` on a merchant's sell ad. */
  side: TakerSide;
  onTake: (ad: C2cAd) => void;
}

/**
 * One ad as a taker sees it: the merchant and their 30-day figures, the price in fiat, the remaining amount, the per-order
 * limits and the payment providers it accepts. The button is off while the ad has no price or too little remaining.
 */
export function C2cAdCard({ ad, side, onTake }: C2cAdCardProps) {
  const { t } = useTranslation();
  const providers = ad.paymentMethods.map((method) => method.provider).join(' · ');
  const isTakeable = canTake(ad);
  return (
    <article
      aria-label={ad.merchant.nickname}
      className="flex flex-col gap-3 rounded-2xl bg-surface-raised p-4 sm:grid sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
    >
      <div className="flex min-w-0 flex-col gap-2">
        <header className="flex flex-col gap-0.5">
          <h3 className="truncate text-sm font-semibold">{ad.merchant.nickname}</h3>
          <C2cMerchantStats stats={ad.merchant.stats} />
        </header>
        <p className="flex items-baseline gap-2">
          <span className="text-sm text-muted">{t('c2c.ad.price')}</span>
          <span dir="ltr" data-testid="ad-price" className="text-xl font-semibold tabular-nums">
            {ad.price === null ? NO_VALUE : formatFiat(ad.price, ad.fiat)}
          </span>
        </p>
        <DetailList
          items={[
            { label: t('c2c.ad.available'), value: formatCoin(ad.remainingAmount, ad.asset), isLtr: true },
            {
              label: t('c2c.ad.limits'),
              value: `${formatFiat(ad.minOrderFiat, ad.fiat)} – ${formatFiat(ad.maxOrderFiat, ad.fiat)}`,
              isLtr: true,
            },
            { label: t('c2c.ad.payment'), value: providers || NO_VALUE },
          ]}
        />
      </div>
      <button
        type="button"
        className={buttonClasses(side === 'buy' ? 'primary' : 'danger')}
        disabled={!isTakeable}
        onClick={() => onTake(ad)}
      >
        {t(side === 'buy' ? 'c2c.market.buyAsset' : 'c2c.market.sellAsset', { asset: ad.asset })}
      </button>
    </article>
  );
}
