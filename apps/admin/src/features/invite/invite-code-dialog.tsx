import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '@/components/ui/action-dialog';
import { TextAreaField } from '@/components/ui/text-area-field';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { showServerFieldError } from '@/lib/server-field-error';
import { useSetInviteCodeStatus } from './invite-queries';
import type { AdminInviteCode, InviteCodeAction } from './invite-queries';

const REMARK_MAX_LENGTH = 500;

/** Suspend a code (a remark is required and kept in the audit log) or restore it; both confirmed first. */
export function InviteCodeDialog({
  row,
  kind,
  onClose,
}: {
  row: AdminInviteCode;
  kind: InviteCodeAction;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const setStatus = useSetInviteCodeStatus();
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const subject = { code: row.code, userId: row.userId, friends: row.friends };
  const submit = () => {
    if (kind === 'suspend' && remark.trim() === '') {
      setError(t('validation.required', { field: t('invite.remark') }));
      return;
    }
    setStatus.mutate(
      { kind, id: row.id, remark: remark.trim() },
      {
        onSuccess: () => {
          notify.success(t(`invite.${kind}Done`, { code: row.code }));
          onClose();
        },
        onError: (failure) => {
          // Only a suspension is sent quietly: restore's refusals were already shown as a toast.
          if (kind === 'suspend')
            showServerFieldError(failure, (field, message) => {
              if (field !== 'remark') return false;
              setError(message);
              return true;
            });
          const isAtRemark = kind === 'suspend' && failure instanceof ApiError && failure.field === 'remark';
          if (!isAtRemark) onClose();
        },
      },
    );
  };
  return (
    <ActionDialog
      title={t(`invite.${kind}Title`, subject)}
      summary={t(`invite.${kind}Summary`, subject)}
      confirmLabel={t(`invite.${kind}`)}
      confirmVariant={kind === 'suspend' ? 'danger' : 'primary'}
      isPending={setStatus.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      {kind === 'suspend' ? (
        <TextAreaField
          label={t('invite.remark')}
          value={remark}
          maxLength={REMARK_MAX_LENGTH}
          error={error}
          onChange={(event) => setRemark(event.target.value)}
        />
      ) : null}
    </ActionDialog>
  );
}
