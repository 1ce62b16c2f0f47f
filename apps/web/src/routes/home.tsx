import { useTranslation } from 'react-i18next';
import { findRouteDefinition, paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { HomeContentSlot } from '@/features/content/components/home-content-slot';
import { MarketHighlights } from '@/features/market/components/market-highlights';
import { BuildingIcon, ChartIcon, GridIcon, ListIcon, SearchIcon, UserIcon } from '@/components/ui/icons';
import { GlobeIcon } from '@/components/ui/shell-icons';
import { QuickLinks } from '@/features/market/components/quick-links';
import { TopMovers } from '@/features/market/components/top-movers';
import { useAppInfo } from '@/features/system/api/get-app-info';

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
    { to: paths.news.path, label: t('home.links.news'), icon: <ListIcon /> },
    { to: paths.mineHelpCenter.path, label: t('home.links.help'), icon: <GlobeIcon /> },
    { to: paths.forum.path, label: t('home.links.forum'), icon: <UserIcon /> },
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
      <HomeContentSlot />
      <MarketHighlights />
      <QuickLinks label={t('home.links.label')} links={links} />
      <TopMovers />
    </Page>
  );
}
