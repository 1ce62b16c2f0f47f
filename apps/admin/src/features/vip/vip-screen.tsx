import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { VipApplicationsPanel } from './vip-applications-panel';
import { VipLevelsPanel } from './vip-levels-panel';

/** VIP levels: the levels' configuration and the application review queue. */
export function VipScreen() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={t('nav.vip')} />
      <VipLevelsPanel />
      <VipApplicationsPanel />
    </div>
  );
}
