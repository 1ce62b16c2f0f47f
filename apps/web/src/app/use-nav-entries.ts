import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { builtTabRoutes, findRouteDefinition } from '@/config/paths';
import type { NavEntry } from '@/components/layouts/nav-entry';

/**
 * The bar's entries whose screens are built (home, market, trade, wallet as they arrive, then Mine, always there so
 * the shell is usable), the one the current screen belongs to marked active: /contract lights Trade, /funds/withdraw
 * Wallet (config/paths.ts `tab`). Unbuilt tabs are not shown at all.
 */
export function useNavEntries(): NavEntry[] {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const activeTab = findRouteDefinition(pathname)?.tab;
  return builtTabRoutes().map(({ tab, route }) => ({
    to: route.path,
    label: t(`nav.${tab}`),
    icon: tab,
    isActive: tab === activeTab,
  }));
}
