import { useTranslation } from 'react-i18next';
import { MarketNotice } from './market-notice';
import { ListIcon } from '@/components/ui/icons';

/**
 * The IEO tab. Token subscriptions are a product of their own (spec §1) that does not exist yet, so there is nothing
 * to list: the tab says so plainly rather than showing sample projects.
 */
export function IeoPanel() {
  const { t } = useTranslation();
  return (
    <MarketNotice
      icon={<ListIcon className="size-8" />}
      title={t('market.ieo.emptyTitle')}
      text={t('market.ieo.emptyText')}
    />
  );
}
