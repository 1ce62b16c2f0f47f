import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { UpDownColorChoiceList } from '@/features/preferences/components/up-down-color-choice-list';

export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('colors.title')} backTo={paths.mineSettings.path}>
      <UpDownColorChoiceList />
    </Page>
  );
}
