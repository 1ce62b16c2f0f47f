import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORUM_REASON_MAX } from '@exchange/contracts/http/forum/forum-common';
import { ActionDialog } from '@/components/ui/action-dialog';
import { TextAreaField } from '@/components/ui/text-area-field';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { showServerFieldError } from '@/lib/server-field-error';
import { excerpt } from './forum-labels';
import { ACTIONS_WITH_REASON, isQuietFieldError, useForumAction } from './forum-queries';
import type { AdminForumItem, ForumAction } from './forum-queries';

/**
 * One decision on a post or reply, confirmed first. Rejecting and hiding need a reason: the author reads it, and
 * the audit log keeps it with the decision.
 */
export function ForumActionDialog({
  item,
  action,
  onClose,
}: {
  item: AdminForumItem;
  action: ForumAction;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const decide = useForumAction();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const isReasonRequired = ACTIONS_WITH_REASON.includes(action);
  const subject = { title: excerpt(item.title, 60), kind: t(`forum.kind.${item.kind}`) };
  const submit = () => {
    if (isReasonRequired && reason.trim() === '') {
      setError(t('validation.required', { field: t('forum.reason') }));
      return;
    }
    decide.mutate(
      { item, action, reason: reason.trim() },
      {
        onSuccess: () => {
          notify.success(t(`forum.action.${action}Done`, subject));
          onClose();
        },
        onError: (failure) => {
          // Only a refused field comes back quietly; any other refusal was already shown as a toast.
          if (isQuietFieldError(failure))
            showServerFieldError(failure, (field, message) => {
              if (field !== 'reason') return false;
              setError(message);
              return true;
            });
          if (!(failure instanceof ApiError && failure.field === 'reason')) onClose();
        },
      },
    );
  };
  return (
    <ActionDialog
      title={t(`forum.action.${action}Title`, subject)}
      summary={t(`forum.action.${action}Summary`, subject)}
      confirmLabel={t(`forum.action.${action}`)}
      confirmVariant={action === 'approve' || action === 'restore' || action === 'pin' ? 'primary' : 'danger'}
      isPending={decide.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      {isReasonRequired ? (
        <TextAreaField
          label={t('forum.reason')}
          value={reason}
          maxLength={FORUM_REASON_MAX}
          error={error}
          onChange={(event) => setReason(event.target.value)}
        />
      ) : null}
    </ActionDialog>
  );
}
