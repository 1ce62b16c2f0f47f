import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';
import { GuideScreen } from '@/features/content/components/guide-screen';

/** `/guide`: the first-run introduction. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('content.guide.title')} showBack={false}>
      <GuideScreen />
    </Page>
  );
}
