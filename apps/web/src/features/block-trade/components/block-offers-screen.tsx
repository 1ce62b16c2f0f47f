import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { useIsSignedIn } from '@/lib/token-store';
import { useBlockOffers } from '../api/page-block-offers';
import { BlockBuySheet } from './block-buy-sheet';
import { BlockOfferCard } from './block-offer-card';
import { blockOrderDetailHref } from './block-order-row';
import { BlockOrdersPanel } from './block-orders-panel';

/**
 * `/blockTrade`: the offers (each with its live block price, the rate, limits, what is left and the lock-up) and, beside
 * them on a desktop or under them on a phone, the caller's block orders. Buy opens the sheet on the offer as it is
 * now (the list is read again every 3 s, so the sheet's price follows the market until the user confirms).
 */
export function BlockOffersScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isSignedIn = useIsSignedIn();
  const offers = useBlockOffers();
  const [buyingId, setBuyingId] = useState<number | null>(null);
  const list = offers.data?.list ?? [];
  const buying = list.find((offer) => offer.id === buyingId) ?? null;
  let content;
  if (offers.isPending) content = <LoadingState />;
  else if (offers.isError) content = <ErrorState onRetry={() => void offers.refetch()} />;
  else if (list.length === 0) content = <EmptyState message={t('block.offers.empty')} />;
  else
    content = (
      <ul aria-label={t('block.offers.label')} className="grid gap-4 lg:grid-cols-2">
        {list.map((offer) => (
          <li key={offer.id}>
            <BlockOfferCard
              offer={offer}
              onBuy={(chosen) => (isSignedIn ? setBuyingId(chosen.id) : void navigate(paths.login.path))}
            />
          </li>
        ))}
      </ul>
    );
  return (
    <div className="flex flex-col gap-6 px-4 pb-8 sm:px-0 lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
      <section className="flex flex-col gap-3">
        <p className="text-sm text-muted">{t('block.offers.intro')}</p>
        {content}
      </section>
      <section
        aria-label={t('block.orders.title')}
        className="flex flex-col gap-2 rounded-2xl bg-surface-raised px-4 py-3"
      >
        <h2 className="text-base font-semibold">{t('block.orders.title')}</h2>
        <BlockOrdersPanel />
      </section>
      {buying ? (
        <BlockBuySheet
          offer={buying}
          onClose={() => setBuyingId(null)}
          onBought={(order) => {
            setBuyingId(null);
            notify.success(t('block.sheet.bought', { quantity: order.quantity, asset: order.baseAsset }));
            void navigate(blockOrderDetailHref(order.id));
          }}
        />
      ) : null}
    </div>
  );
}
