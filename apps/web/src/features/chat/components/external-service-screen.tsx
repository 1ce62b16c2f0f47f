import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { ExternalLinkPanel } from '@/components/ui/external-link-panel';

/** `/external_service?url=`: a third-party support page, opened in a new tab only when the link is https. */
export function ExternalServiceScreen({ rawUrl }: { rawUrl: string | null }) {
  const { t } = useTranslation();
  return (
    <ExternalLinkPanel
      rawUrl={rawUrl}
      backTo={paths.mineService.path}
      texts={{
        intro: t('chat.external.intro'),
        open: t('chat.external.open'),
        notAllowed: t('chat.external.notAllowed'),
        back: t('chat.external.back'),
      }}
    />
  );
}
