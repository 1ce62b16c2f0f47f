import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { LoadMore } from '@/components/ui/load-more';
import type { C2cAd, TakerSide } from '../api/c2c-queries';
import { useC2cAds } from '../api/c2c-queries';
import type { C2cAsset } from '../utils/c2c-rules';
import { C2cAdCard } from './c2c-ad-card';

interface C2cAdListProps {
  side: TakerSide;
  asset: C2cAsset;
  fiat: string;
  onTake: (ad: C2cAd) => void;
  /** Rendered after the list with the ads as read now (the order sheet follows its ad's latest price). */
  children?: (ads: readonly C2cAd[]) => ReactNode;
}

/** The ads of one side, coin and fiat, best price first, paged as the list scrolls. */
export function C2cAdList({ side, asset, fiat, onTake, children }: C2cAdListProps) {
  const { t } = useTranslation();
  const ads = useC2cAds(side, asset, fiat);
  const rows = ads.data?.pages.flatMap((page) => page.list) ?? [];
  if (ads.isPending) return <LoadingState />;
  if (ads.isError) return <ErrorState onRetry={() => void ads.refetch()} />;
  if (rows.length === 0) return <EmptyState message={t('c2c.market.empty', { asset, fiat })} />;
  return (
    <div className="flex flex-col">
      <ul aria-label={t('c2c.market.listLabel')} className="flex flex-col gap-3">
        {rows.map((ad) => (
          <li key={ad.id}>
            <C2cAdCard ad={ad} side={side} onTake={onTake} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasNextPage={ads.hasNextPage}
        isFetchingNextPage={ads.isFetchingNextPage}
        fetchNextPage={() => void ads.fetchNextPage()}
      />
      {children?.(rows)}
    </div>
  );
}
