import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { SheetDialog } from '@/components/ui/sheet-dialog';
import { ApiError, presentApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import type { InviteCode } from '../api/invite-queries';
import { useInviteCodes, useRebateConfig, useSetDefaultInviteCode } from '../api/invite-queries';
import { useCodeName } from '../hooks/use-code-name';
import { formatCount } from '../utils/invite-format';
import { INVITE_CODES_MAX } from '../utils/invite-rules';
import { InviteCodeCard } from './invite-code-card';
import { InviteCodeForm } from './invite-code-form';
import { RebateRules } from './rebate-rules';

/** The sheet open: a new code, or the code being changed. */
type Editing = { code: InviteCode | null } | null;

/**
 * `/invitation_settings`: the caller's codes with their kickback, friends and state; a new code, a change of label
 * or kickback (with what it splits each fee into, before saving), and which code is the default. The rules beside.
 */
export function InviteSettingsScreen() {
  const { t } = useTranslation();
  const codeName = useCodeName();
  const codes = useInviteCodes();
  const config = useRebateConfig();
  const setDefault = useSetDefaultInviteCode();
  const [editing, setEditing] = useState<Editing>(null);
  if (codes.isPending || config.isPending) return <LoadingState />;
  if (codes.isError || config.isError)
    return (
      <ErrorState
        onRetry={() => {
          void codes.refetch();
          void config.refetch();
        }}
      />
    );
  const list = codes.data.list;
  const isFull = codes.data.total >= INVITE_CODES_MAX;
  const makeDefault = (code: InviteCode) =>
    setDefault.mutate(code.id, {
      onSuccess: () => notify.success(t('invite.settings.defaultSet', { name: codeName(code) })),
      onError: (error) => (error instanceof ApiError ? presentApiError(error) : console.error(error)),
    });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted">
            {t('invite.settings.count', {
              used: formatCount(list.length),
              limit: formatCount(INVITE_CODES_MAX),
            })}
          </p>
          <Button disabled={isFull} onClick={() => setEditing({ code: null })}>
            {t('invite.settings.create')}
          </Button>
        </div>
        {isFull ? <p className="text-sm text-warning">{t('invite.settings.full')}</p> : null}
        {list.length === 0 ? (
          <EmptyState message={t('invite.settings.empty')} />
        ) : (
          <ul aria-label={t('invite.settings.listLabel')} className="flex flex-col gap-3">
            {list.map((code) => (
              <li key={code.id}>
                <InviteCodeCard
                  code={code}
                  onEdit={() => setEditing({ code })}
                  onMakeDefault={() => makeDefault(code)}
                  isMakingDefault={setDefault.isPending && setDefault.variables === code.id}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-col gap-4">
        <RebateRules config={config.data} />
      </div>
      {editing ? (
        <SheetDialog
          title={
            editing.code
              ? t('invite.form.editTitle', { name: codeName(editing.code) })
              : t('invite.form.createTitle')
          }
          onClose={() => setEditing(null)}
        >
          <InviteCodeForm config={config.data} code={editing.code} onSaved={() => setEditing(null)} />
        </SheetDialog>
      ) : null}
    </div>
  );
}
