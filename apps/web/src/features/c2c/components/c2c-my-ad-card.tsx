import { useTranslation } from 'react-i18next';
import { Badge } from '@exchange/ui/badge';
import { Button } from '@exchange/ui/button';
import { DetailList } from '@exchange/ui/detail-list';
import { NO_VALUE } from '@exchange/ui/format';
import type { AdStateAction } from '../api/c2c-mutations';
import type { C2cAd } from '../api/c2c-queries';
import { formatCoin, formatFiat, formatMargin } from '../utils/c2c-format';
import { C2cAdStatus } from '../utils/c2c-rules';
import { adStatusOf } from '../utils/c2c-status';

interface C2cMyAdCardProps {
  ad: C2cAd;
  /** The action being sent for this ad, if any. */
  pendingAction: AdStateAction | null;
  onAction: (action: AdStateAction) => void;
}

/**
 * One of the merchant's ads: side, coin and fiat, its state, its price (fixed, or the index plus the margin with the
 * price it gives now), the remaining amount out of the total, and the limits. Pause or resume it, or close it (a sell
 * ad gives back the coin it holds).
 */
export function C2cMyAdCard({ ad, pendingAction, onAction }: C2cMyAdCardProps) {
  const { t } = useTranslation();
  const status = adStatusOf(ad.status);
  const price = ad.price === null ? NO_VALUE : formatFiat(ad.price, ad.fiat);
  const title = t(ad.side === 'sell' ? 'c2c.myAds.sellTitle' : 'c2c.myAds.buyTitle', {
    asset: ad.asset,
    fiat: ad.fiat,
  });
  return (
    <article aria-label={title} className="flex flex-col gap-2 rounded-2xl bg-surface-raised p-4">
      <header className="flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-semibold">{title}</h3>
        <Badge tone={status.tone}>{t(`c2c.myAds.status.${status.key}`)}</Badge>
      </header>
      <DetailList
        items={[
          {
            label: t('c2c.ad.price'),
            value:
              ad.priceType === 'floating' && ad.margin !== null
                ? t('c2c.myAds.floatingPrice', { margin: formatMargin(ad.margin), price })
                : price,
            isLtr: true,
          },
          {
            label: t('c2c.myAds.remaining'),
            value: `${formatCoin(ad.remainingAmount, ad.asset)} / ${formatCoin(ad.totalAmount, ad.asset)}`,
            isLtr: true,
          },
          {
            label: t('c2c.ad.limits'),
            value: `${formatFiat(ad.minOrderFiat, ad.fiat)} – ${formatFiat(ad.maxOrderFiat, ad.fiat)}`,
            isLtr: true,
          },
          { label: t('c2c.ad.window'), value: t('c2c.ad.minutes', { minutes: ad.paymentWindowMinutes }) },
          {
            label: t('c2c.ad.payment'),
            value: ad.paymentMethods.map((method) => method.provider).join(' · '),
          },
        ]}
      />
      {ad.status === C2cAdStatus.closed ? null : (
        <div className="flex flex-wrap gap-2">
          {ad.status === C2cAdStatus.online ? (
            <Button
              variant="secondary"
              isSmall
              isLoading={pendingAction === 'offline'}
              onClick={() => onAction('offline')}
            >
              {t('c2c.myAds.pause')}
            </Button>
          ) : (
            <Button
              variant="secondary"
              isSmall
              isLoading={pendingAction === 'online'}
              onClick={() => onAction('online')}
            >
              {t('c2c.myAds.resume')}
            </Button>
          )}
          <Button
            variant="ghost"
            isSmall
            isLoading={pendingAction === 'close'}
            onClick={() => onAction('close')}
          >
            {t('c2c.myAds.close')}
          </Button>
        </div>
      )}
    </article>
  );
}
