import { useTranslation } from 'react-i18next';
import { Badge } from '@exchange/ui/badge';
import { Button } from '@exchange/ui/button';
import type { InviteCode } from '../api/invite-queries';
import { useCodeName } from '../hooks/use-code-name';
import { formatCount, formatRate } from '../utils/invite-format';
import { InviteCodeStatus } from '../utils/invite-rules';

interface InviteCodeCardProps {
  code: InviteCode;
  onEdit: () => void;
  onMakeDefault: () => void;
  isMakingDefault: boolean;
}

/** One of the caller's codes: name, code, kickback, friends and state; a suspended code can be neither changed nor made default. */
export function InviteCodeCard({ code, onEdit, onMakeDefault, isMakingDefault }: InviteCodeCardProps) {
  const { t } = useTranslation();
  const codeName = useCodeName();
  const isSuspended = code.status === InviteCodeStatus.suspended;
  return (
    <article className="flex flex-col gap-3 rounded-2xl bg-surface-raised p-4" aria-label={codeName(code)}>
      <header className="flex flex-wrap items-center gap-2">
        <h2 className="text-sm font-semibold">{codeName(code)}</h2>
        {code.isDefault ? <Badge tone="success">{t('invite.settings.default')}</Badge> : null}
        {isSuspended ? <Badge tone="danger">{t('invite.settings.suspended')}</Badge> : null}
      </header>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-muted">{t('invite.code.code')}</dt>
          <dd dir="ltr" className="text-start font-mono font-medium">
            {code.code}
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-muted">{t('invite.settings.kickback')}</dt>
          <dd dir="ltr" className="text-start font-medium">
            {formatRate(code.kickbackRate)}
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-muted">{t('invite.settings.friends')}</dt>
          <dd dir="ltr" className="text-start font-medium">
            {formatCount(code.friends)}
          </dd>
        </div>
      </dl>
      {isSuspended ? null : (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" isSmall onClick={onEdit}>
            {t('invite.settings.edit')}
          </Button>
          {code.isDefault ? null : (
            <Button variant="ghost" isSmall isLoading={isMakingDefault} onClick={onMakeDefault}>
              {t('invite.settings.makeDefault')}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
