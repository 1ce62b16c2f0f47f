import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { DocumentView } from '@/features/content/components/document-view';

/** `/privacy_policy`: the privacy clause (document `privacy_clause`). */
export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('content.documents.privacy_clause')} backTo={paths.mineSettings.path}>
      <div className="px-4 py-2 sm:px-0">
        <DocumentView code="privacy_clause" />
      </div>
    </Page>
  );
}
