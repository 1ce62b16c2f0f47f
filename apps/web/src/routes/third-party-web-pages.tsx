import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { ExternalLinkPanel } from '@/components/ui/external-link-panel';

/** `/third_party_web_pages?url=`: a partner's page (a banner's or an article's link), opened only when https. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <Page title={t('content.thirdParty.title')} backTo={paths.home.path}>
      <ExternalLinkPanel
        rawUrl={params.get('url')}
        backTo={paths.home.path}
        texts={{
          intro: t('content.thirdParty.intro'),
          open: t('content.thirdParty.open'),
          notAllowed: t('content.thirdParty.notAllowed'),
          back: t('content.thirdParty.back'),
        }}
      />
    </Page>
  );
}
