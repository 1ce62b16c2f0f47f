import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';
import { ProjectsList } from '@/features/subscription/components/projects-list';

/** `/pc/ieo`: every IEO and IPO project with its phase and countdown (two columns on a desktop). */
export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('subscription.projects.title')} width="wide">
      <div className="flex flex-col gap-3 px-4 pb-8 sm:px-0">
        <p className="text-sm text-muted">{t('subscription.projects.intro')}</p>
        <ProjectsList />
      </div>
    </Page>
  );
}
