import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@exchange/ui/button';
import { paths } from '@/config/paths';
import { allowedExternalUrl } from '../utils/external-link';

/**
 * `/external_service?url=`: a third-party support page, opened in a new tab only when the link is https (no script,
 * data or plain-http links); otherwise the link is refused. The page itself is never framed.
 */
export function ExternalServiceScreen({ rawUrl }: { rawUrl: string | null }) {
  const { t } = useTranslation();
  const url = allowedExternalUrl(rawUrl);
  return (
    <div className="flex flex-col gap-4 px-4 sm:px-0">
      {url ? (
        <>
          <p className="text-sm text-muted">{t('chat.external.intro')}</p>
          <p className="text-xs break-all text-muted" dir="ltr">
            {url}
          </p>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            referrerPolicy="no-referrer"
            className={buttonClasses('primary', true)}
          >
            {t('chat.external.open')}
          </a>
        </>
      ) : (
        <p role="alert" className="rounded-xl bg-danger/15 px-3 py-2 text-sm text-danger">
          {t('chat.external.notAllowed')}
        </p>
      )}
      <Link to={paths.mineService.path} className={buttonClasses('secondary', true)}>
        {t('chat.external.back')}
      </Link>
    </div>
  );
}
