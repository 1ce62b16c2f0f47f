import { useTranslation } from 'react-i18next';
import { builtTabRoutes, paths } from '@/config/paths';
import type { TabKey } from '@/config/paths';
import type { NavEntry } from '@/components/layouts/nav-entry';
import type { TabIconName } from '@/components/layouts/tab-icons';

const tabIcon: Record<TabKey, TabIconName> = {
  home: 'home',
  market: 'market',
  trade: 'trade',
  explore: 'explore',
  wallet: 'wallet',
};

/**
 * The tabs whose screens are built (home, market, trade, wallet as they arrive), then Mine, which is always there
 * so the shell is usable. Unbuilt tabs are not shown at all.
 */
export function useNavEntries(): NavEntry[] {
  const { t } = useTranslation();
  return [
    ...builtTabRoutes().map((route) => ({
      to: route.path,
      label: t(`nav.${route.tab}`),
      icon: tabIcon[route.tab],
    })),
    { to: paths.mine.path, label: t('nav.mine'), icon: 'mine' },
  ];
}
