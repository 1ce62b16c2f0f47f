import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Badge } from '@exchange/ui/badge';
import { buttonClasses } from '@exchange/ui/button';
import { DetailList } from '@exchange/ui/detail-list';
import { NO_VALUE, formatDecimal, formatPrice } from '@exchange/ui/format';
import type { BlockOffer } from '../api/page-block-offers';
import { BlockOfferStatus, formatRate, isDiscount, lockupLabel } from '../utils/block-format';

interface BlockOfferCardProps {
  offer: BlockOffer;
  onBuy: (offer: BlockOffer) => void;
}

/**
 * One offer: the live block price (live × (1 ± the disclosed rate)) beside the live price it follows, the rate, the
 * size limits, what is left and the lock-up. Buy is off while it is paused, sold out or has no live price.
 */
export function BlockOfferCard({ offer, onBuy }: BlockOfferCardProps) {
  const { t } = useTranslation();
  const lockup = lockupLabel(offer.lockupSeconds);
  const quantity = (value: string) =>
    `${formatDecimal(value, { decimals: offer.transactionAccuracy, minDecimals: 0 })} ${offer.baseAsset}`;
  const isPaused = offer.status === BlockOfferStatus.paused;
  const isSoldOut = Number(offer.remainingQuantity) <= 0;
  const hasPrice = offer.blockPrice !== null;
  const items = [
    {
      label: t('block.offer.livePrice'),
      value:
        offer.livePrice === null
          ? t('block.offer.noPrice')
          : formatPrice(offer.livePrice, offer.priceAccuracy),
      isLtr: true,
    },
    {
      label: t('block.offer.limits'),
      value: `${quantity(offer.minQuantity)} – ${quantity(offer.maxQuantity)}`,
      isLtr: true,
    },
    { label: t('block.offer.remaining'), value: quantity(offer.remainingQuantity), isLtr: true },
    { label: t('block.offer.lockup'), value: t(lockup.key, { value: lockup.value }) },
  ];
  return (
    <article
      aria-label={t('block.offer.label', { symbol: offer.symbol })}
      className="flex flex-col gap-3 rounded-2xl bg-surface-raised p-4"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 dir="ltr" className="text-base font-semibold">
          {offer.baseAsset}/{offer.quoteAsset}
        </h2>
        <span className="flex items-center gap-2">
          <Badge tone={isDiscount(offer.rate) ? 'success' : 'warning'}>
            {t(isDiscount(offer.rate) ? 'block.offer.discount' : 'block.offer.premium', {
              rate: formatRate(offer.rate),
            })}
          </Badge>
          {isPaused ? <Badge tone="neutral">{t('block.offer.paused')}</Badge> : null}
          {isSoldOut ? <Badge tone="danger">{t('block.offer.soldOut')}</Badge> : null}
        </span>
      </header>
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-sm text-muted">{t('block.offer.blockPrice')}</span>
        <span
          dir="ltr"
          data-testid="block-price"
          className={clsx(
            'text-end text-xl font-semibold whitespace-nowrap tabular-nums',
            !hasPrice && 'text-muted',
          )}
        >
          {hasPrice ? `${formatPrice(offer.blockPrice, offer.priceAccuracy)} ${offer.quoteAsset}` : NO_VALUE}
        </span>
      </div>
      <DetailList items={items} />
      <button
        type="button"
        className={buttonClasses('primary')}
        disabled={isPaused || isSoldOut || !hasPrice}
        onClick={() => onBuy(offer)}
      >
        {t('block.offer.buy', { asset: offer.baseAsset })}
      </button>
    </article>
  );
}
