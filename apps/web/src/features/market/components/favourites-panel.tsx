import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { buttonClasses } from '@exchange/ui/button';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { useIsSignedIn } from '@/lib/token-store';
import { useFavouritePage } from '../api/list-favourite-page';
import type { FavouriteCategory } from '../api/list-favourite-page';
import { FAVOURITE_CATEGORIES, useToggleFavourite } from '../hooks/use-favourites';
import { useMarketViewStore } from '../stores/market-view-store';
import { ChipList } from './chip-list';
import { StarIcon } from '@/components/ui/icons';
import { MarketNotice } from './market-notice';
import { VirtualMarketList } from './virtual-market-list';

const categoryKeys = {
  1: 'market.tabs.coin',
  2: 'market.tabs.contract',
  3: 'market.tabs.stock',
  5: 'market.tabs.fastContract',
} as const satisfies Record<FavouriteCategory, string>;

function FavouriteList({ category, timeZone }: { category: FavouriteCategory; timeZone: string }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useFavouritePage(category, true);
  const toggleFavourite = useToggleFavourite();
  if (isPending) return <LoadingState />;
  if (isError && !data) return <ErrorState onRetry={() => void refetch()} />;
  if (data.list.length === 0) {
    return (
      <MarketNotice
        icon={<StarIcon className="size-8" />}
        title={t('market.favourites.emptyTitle')}
        text={t('market.favourites.emptyText')}
      />
    );
  }
  const ids = new Set(data.list.map((row) => row.id));
  return (
    <div className="rounded-2xl bg-surface-raised">
      <VirtualMarketList
        label={t('market.favourites.listLabel', { category: t(categoryKeys[category]) })}
        rows={data.list}
        favouriteIds={ids}
        onToggleFavourite={toggleFavourite}
        timeZone={timeZone}
      />
    </div>
  );
}

/** The favourites tab: one list per category (coin, contract, stock, fast contract); visitors are asked to sign in. */
export function FavouritesPanel({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const isSignedIn = useIsSignedIn();
  const category = useMarketViewStore((state) => state.favouriteCategory);
  const setCategory = useMarketViewStore((state) => state.setFavouriteCategory);
  if (!isSignedIn) {
    return (
      <MarketNotice
        icon={<StarIcon className="size-8" />}
        title={t('market.favourites.signInTitle')}
        text={t('market.favourites.signInText')}
        action={
          <Link
            to={paths.login.path}
            state={{ from: `${location.pathname}${location.search}` }}
            className={buttonClasses('primary')}
          >
            {t('market.favourites.signIn')}
          </Link>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ChipList
        label={t('market.favourites.categories')}
        value={category}
        onChange={setCategory}
        chips={FAVOURITE_CATEGORIES.map((value) => ({ value, label: t(categoryKeys[value]) }))}
      />
      <FavouriteList category={category} timeZone={timeZone} />
    </div>
  );
}
