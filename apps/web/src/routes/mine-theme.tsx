import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { ThemeChoiceList } from '@/features/preferences/components/theme-choice-list';

export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('theme.title')} backTo={paths.mineSettings.path}>
      <ThemeChoiceList />
    </Page>
  );
}
