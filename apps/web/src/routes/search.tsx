import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { SearchPanel } from '@/features/market/components/search-panel';
import { usePreferencesStore } from '@/data/preferences/preferences-store';

/** /search: coins, contracts and stocks by symbol or name, with this device's recent searches. */
export function Component() {
  const { t } = useTranslation();
  const timeZone = usePreferencesStore((state) => state.timeZone);
  return (
    <Page title={t('search.title')} backTo={paths.market.path} width="wide">
      <SearchPanel timeZone={timeZone} />
    </Page>
  );
}
