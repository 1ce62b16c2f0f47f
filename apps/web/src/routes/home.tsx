import { useTranslation } from 'react-i18next';
import { findRouteDefinition, paths } from '@/config/paths';
import { SearchIcon } from '@/components/ui/icons';
import { Page } from '@/components/layouts/page';
import { AnnouncementList } from '@/features/content/components/announcement-list';
import type { AnnouncementItem } from '@/features/content/components/announcement-list';
import { HomeCarousel } from '@/features/content/components/home-carousel';
import type { CarouselItem } from '@/features/content/components/home-carousel';
import { MarketHighlights } from '@/features/market/components/market-highlights';
import { BuildingIcon, ChartIcon, GridIcon, ListIcon, UserIcon } from '@/components/ui/icons';
import { QuickLinks } from '@/features/market/components/quick-links';
import { TopMovers } from '@/features/market/components/top-movers';
import { useAppInfo } from '@/features/system/api/get-app-info';

// The server has no carousel or announcement API yet (spec §7 content); these fill when it lands.
const CAROUSEL_ITEMS: readonly CarouselItem[] = [];
const ANNOUNCEMENTS: readonly AnnouncementItem[] = [];

function useQuickLinks() {
  const { t } = useTranslation();
  return [
    { to: paths.market.path, label: t('home.links.market'), icon: <ListIcon /> },
    { to: paths.search.path, label: t('home.links.search'), icon: <SearchIcon /> },
    { to: paths.chart.path, label: t('home.links.chart'), icon: <ChartIcon /> },
    { to: paths.heatmap.path, label: t('home.links.heatmap'), icon: <GridIcon /> },
    { to: paths.stock.path, label: t('home.links.stock'), icon: <BuildingIcon /> },
    { to: paths.mine.path, label: t('home.links.mine'), icon: <UserIcon /> },
    // A shortcut to a screen that is not built yet would lead to "not found".
  ].filter((link) => findRouteDefinition(link.to)?.isBuilt);
}

/** The home tab: banners and announcements when there are any, market highlights, top movers and shortcuts. */
export function Component() {
  const { t } = useTranslation();
  const { data: appInfo } = useAppInfo();
  const links = useQuickLinks();
  return (
    <Page title={appInfo?.APP_BASE_NAME || t('home.title')} showBack={false} width="wide">
      <HomeCarousel label={t('home.carousel')} items={CAROUSEL_ITEMS} />
      <AnnouncementList label={t('home.announcements')} items={ANNOUNCEMENTS} />
      <MarketHighlights />
      <QuickLinks label={t('home.links.label')} links={links} />
      <TopMovers />
    </Page>
  );
}
