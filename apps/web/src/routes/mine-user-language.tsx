import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { Page } from '@/components/layouts/page';
import { LanguageChoiceList } from '@/features/preferences/components/language-choice-list';
import { useLanguages } from '@/features/system/api/list-languages';

/** The UI language, from the server's list; applied at once (right-to-left for he, ar, fa, ku). */
export function Component() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useLanguages();
  return (
    <Page title={t('language.title')} backTo={paths.mineSettings.path}>
      {isPending ? <LoadingState /> : null}
      {isError ? <ErrorState onRetry={() => void refetch()} /> : null}
      {data ? <LanguageChoiceList languages={data} /> : null}
    </Page>
  );
}
