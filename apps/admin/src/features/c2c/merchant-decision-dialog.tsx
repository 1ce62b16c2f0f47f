import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '@/components/ui/action-dialog';
import { TextAreaField } from '@/components/ui/text-area-field';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { showServerFieldError } from '@/lib/server-field-error';
import { isQuietFieldError, useDecideMerchant } from './c2c-queries';
import type { AdminMerchant, MerchantDecision } from './c2c-queries';

/** The contract's remark limit (adminDecideMerchant). */
const REMARK_MAX_LENGTH = 200;

/**
 * Approve, reject or suspend one merchant, confirmed first. A rejection or suspension needs a remark (kept in the
 * audit log with the decision); an approval may carry one.
 */
export function MerchantDecisionDialog({
  row,
  action,
  onClose,
}: {
  row: AdminMerchant;
  action: MerchantDecision;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const decide = useDecideMerchant();
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const subject = { nickname: row.nickname, account: row.account, userId: row.userId };
  const isRemarkRequired = action !== 'approve';
  const submit = () => {
    if (isRemarkRequired && remark.trim() === '') {
      setError(t('validation.required', { field: t('common.remark') }));
      return;
    }
    decide.mutate(
      { userId: row.userId, action, remark: remark.trim() },
      {
        onSuccess: () => {
          notify.success(t(`c2c.merchantAction.${action}Done`, subject));
          onClose();
        },
        onError: (failure) => {
          // Only a refused field comes back quietly; any other refusal was already shown as a toast.
          if (isQuietFieldError(failure))
            showServerFieldError(failure, (field, message) => {
              if (field !== 'remark') return false;
              setError(message);
              return true;
            });
          if (!(failure instanceof ApiError && failure.field === 'remark')) onClose();
        },
      },
    );
  };
  return (
    <ActionDialog
      title={t(`c2c.merchantAction.${action}Title`, subject)}
      summary={t(`c2c.merchantAction.${action}Summary`, subject)}
      confirmLabel={t(`c2c.merchantAction.${action}`)}
      confirmVariant={action === 'approve' ? 'primary' : 'danger'}
      isPending={decide.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextAreaField
        label={t('common.remark')}
        value={remark}
        maxLength={REMARK_MAX_LENGTH}
        error={error}
        onChange={(event) => setRemark(event.target.value)}
      />
    </ActionDialog>
  );
}
