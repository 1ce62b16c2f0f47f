import { Link } from 'react-router';
import { buttonClasses } from '@exchange/ui/button';
import { allowedExternalUrl } from '@/lib/external-link';

interface ExternalLinkPanelProps {
  rawUrl: string | null;
  /** Where "back" leads. */
  backTo: string;
  texts: { intro: string; open: string; notAllowed: string; back: string };
}

/**
 * A third-party page reached from a link (`/external_service?url=`, `/third_party_web_pages?url=`): opened in a new
 * tab only when the link is https (no script, data or plain-http links, no credentials); otherwise refused. The page
 * itself is never framed.
 */
export function ExternalLinkPanel({ rawUrl, backTo, texts }: ExternalLinkPanelProps) {
  const url = allowedExternalUrl(rawUrl);
  return (
    <div className="flex flex-col gap-4 px-4 sm:px-0">
      {url ? (
        <>
          <p className="text-sm text-muted">{texts.intro}</p>
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
            {texts.open}
          </a>
        </>
      ) : (
        <p role="alert" className="rounded-xl bg-danger/15 px-3 py-2 text-sm text-danger">
          {texts.notAllowed}
        </p>
      )}
      <Link to={backTo} className={buttonClasses('secondary', true)}>
        {texts.back}
      </Link>
    </div>
  );
}
