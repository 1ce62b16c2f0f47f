import { useTranslation } from 'react-i18next';
import { findRouteDefinition, paths } from '@/config/paths';
import { SearchIcon } from '@/components/ui/icons';
import { Page } from '@/components/layouts/page';
import { AnnouncementList } from '@/features/content/components/announcement-list';
import type { AnnouncementItem } from '@/features/content/components/announcement-list';
import { HomeCarousel } from '@/features/content/components/home-carousel';
import type { CarouselItem } from '@/features/content/components/home-carousel';
import { MarketHighlights } from '@/features/market/components/market-highlights';
import { BuildingIcon, ChartIcon, GlobeIcon, GridIcon, ListIcon, UserIcon } from '@/components/ui/icons';
import { QuickLinks } from '@/features/market/components/quick-links';
import { TopMovers } from '@/features/market/components/top-movers';
import { useAppInfo } from '@/features/system/api/get-app-info';

export interface HomeContent {
  banners: readonly CarouselItem[];
  announcements: readonly AnnouncementItem[];
}

// The server has no carousel or announcement API yet (spec §7 content): the slot renders nothing until it lands.
const NO_CONTENT: HomeContent = { banners: [], announcements: [] };
/** Announcements in Home's strip: the latest few. */
const STRIP_ANNOUNCEMENTS = 3;

/**
 * Where Home shows the operator's content: the banner carousel, then a strip of the latest announcements. Each
 * renders nothing without items, so an install without content shows no empty frame. The content feature passes
 * its data here once the server has a content API.
 */
export function HomeContentSlot({ content }: { content: HomeContent }) {
  const { t } = useTranslation();
  return (
    <>
      <HomeCarousel label={t('home.carousel')} items={content.banners} />
      <AnnouncementList
        label={t('home.announcements')}
        items={content.announcements.slice(0, STRIP_ANNOUNCEMENTS)}
      />
    </>
  );
}

function useQuickLinks() {
  const { t } = useTranslation();
  return [
    { to: paths.market.path, label: t('home.links.market'), icon: <ListIcon /> },
    { to: paths.search.path, label: t('home.links.search'), icon: <SearchIcon /> },
    { to: paths.chart.path, label: t('home.links.chart'), icon: <ChartIcon /> },
    { to: paths.heatmap.path, label: t('home.links.heatmap'), icon: <GridIcon /> },
    { to: paths.stock.path, label: t('home.links.stock'), icon: <BuildingIcon /> },
    { to: paths.pcIeo.path, label: t('home.links.subscriptions'), icon: <ListIcon /> },
    { to: paths.blockTrade.path, label: t('home.links.blockTrade'), icon: <GridIcon /> },
    { to: paths.c2cBuy.path, label: t('home.links.c2c'), icon: <GlobeIcon /> },
    { to: paths.mine.path, label: t('home.links.mine'), icon: <UserIcon /> },
    // A shortcut to a screen that is not built yet would lead to "not found".
  ].filter((link) => findRouteDefinition(link.to)?.isBuilt);
}

/** The home tab: banners and announcements when there are any, market highlights, shortcuts and top movers. */
export function Component() {
  const { t } = useTranslation();
  const { data: appInfo } = useAppInfo();
  const links = useQuickLinks();
  return (
    <Page title={appInfo?.APP_BASE_NAME || t('home.title')} showBack={false} width="wide">
      <HomeContentSlot content={NO_CONTENT} />
      <MarketHighlights />
      <QuickLinks label={t('home.links.label')} links={links} />
      <TopMovers />
    </Page>
  );
}
