import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '@exchange/ui/query-state';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { DocumentView } from '@/features/content/components/document-view';
import { documentCodeParam } from '@/features/content/utils/content-links';

/** `/text_preview?code=`: a document by code (service agreement, rebate rules, about us, AI earnings rules …). */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = documentCodeParam(params.get('code'));
  return (
    <Page title={t('content.documents.title')} backTo={paths.mineSettings.path}>
      <div className="px-4 py-2 sm:px-0">
        {code === null ? (
          <ErrorState message={t('content.document.notFound')} />
        ) : (
          <DocumentView code={code} />
        )}
      </div>
    </Page>
  );
}
