import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { homeRoute } from '@/config/paths';
import { buttonClasses } from '@exchange/ui/button';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { Page } from '@/components/layouts/page';
import { LanguageChoiceList } from '@/features/preferences/components/language-choice-list';
import { useLanguages } from '@/features/system/api/list-languages';

/** The language page (no top navigation): the server's language list, then on into the app. */
export function Component() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useLanguages();
  return (
    <Page title={t('proxy.title')}>
      <div className="flex flex-col gap-2 pt-6">
        <p className="text-2xl font-semibold" aria-hidden="true">
          {t('proxy.title')}
        </p>
        <p className="text-sm text-muted">{t('proxy.description')}</p>
      </div>
      {isPending ? <LoadingState /> : null}
      {isError ? <ErrorState onRetry={() => void refetch()} /> : null}
      {data ? <LanguageChoiceList languages={data} /> : null}
      <Link to={homeRoute()} className={buttonClasses('primary', true)}>
        {t('proxy.continue')}
      </Link>
    </Page>
  );
}
