import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { TimeZonePicker } from '@/features/preferences/components/time-zone-picker';

export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('timezone.title')} backTo={paths.mineSettings.path}>
      <TimeZonePicker />
    </Page>
  );
}
