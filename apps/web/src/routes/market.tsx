import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SearchIcon } from '@/components/ui/icons';
import { Page } from '@/components/layouts/page';
import { MarketBoard } from '@/features/market/components/market-board';
import { ProjectsList } from '@/features/subscription/components/projects-list';
import { usePreferencesStore } from '@/data/preferences/preferences-store';

/** The market tab (spec §2): coins, contracts, stocks, favourites, fast contracts, IEO and the heatmap. */
export function Component() {
  const { t } = useTranslation();
  const timeZone = usePreferencesStore((state) => state.timeZone);
  return (
    <Page
      title={t('market.title')}
      showBack={false}
      width="wide"
      actions={
        <Link
          to={paths.search.path}
          aria-label={t('search.title')}
          className="rounded-xl p-2.5 text-muted hover:bg-surface-sunken hover:text-text focus-visible:outline-2 focus-visible:outline-brand"
        >
          <SearchIcon />
        </Link>
      }
    >
      <MarketBoard timeZone={timeZone} ieoPanel={<ProjectsList />} />
    </Page>
  );
}
