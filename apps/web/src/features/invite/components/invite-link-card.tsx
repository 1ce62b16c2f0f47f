import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@exchange/ui/button';
import { paths } from '@/config/paths';
import type { InviteCode } from '../api/invite-queries';
import { useCodeName } from '../hooks/use-code-name';
import { useCopyText } from '../hooks/use-copy-text';
import { inviteLinkOf } from '../utils/invite-rules';

/** One copyable value: its label, the value (LTR in every language) and a copy button. */
function CopyLine({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  const copy = useCopyText();
  return (
    <div className="flex items-center gap-3">
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="text-xs text-muted">{label}</span>
        <span dir="ltr" className="text-start text-sm font-medium break-all">
          {value}
        </span>
      </div>
      <Button variant="secondary" isSmall onClick={() => void copy(value, label)}>
        {copyLabel}
      </Button>
    </div>
  );
}

/**
 * The default code and its invite link, each with a copy button, and the way to its QR code. Without an active
 * default code (staff suspended it), the way to the settings to choose another.
 */
export function InviteLinkCard({ code }: { code: InviteCode | null }) {
  const { t } = useTranslation();
  const codeName = useCodeName();
  return (
    <section
      className="flex flex-col gap-4 rounded-2xl bg-surface-raised p-4"
      aria-label={t('invite.code.title')}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold">{t('invite.code.title')}</h2>
        {code ? <span className="text-xs text-muted">{codeName(code)}</span> : null}
      </div>
      {code ? (
        <>
          <CopyLine label={t('invite.code.code')} value={code.code} copyLabel={t('invite.code.copyCode')} />
          <CopyLine
            label={t('invite.code.link')}
            value={inviteLinkOf(code.code)}
            copyLabel={t('invite.code.copyLink')}
          />
          <Link to={paths.inviteQrCode.path} className={buttonClasses('primary', true)}>
            {t('invite.code.qrCode')}
          </Link>
        </>
      ) : (
        <>
          <p className="text-sm text-muted">{t('invite.code.none')}</p>
          <Link to={paths.invitationSettings.path} className={buttonClasses('secondary', true)}>
            {t('invite.links.settings')}
          </Link>
        </>
      )}
    </section>
  );
}
