import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '@/components/ui/action-dialog';
import { TextAreaField } from '@/components/ui/text-area-field';
import { formatAssetAmount } from '@/lib/format';
import { notify } from '@/lib/notify';
import { showServerFieldError } from '@/lib/server-field-error';
import { userText } from './c2c-labels';
import { isQuietFieldError, useDecideAppeal } from './c2c-queries';
import type { AdminC2cOrder, AppealDecision } from './c2c-queries';

/** The contract's remark bounds (adminDecideC2cAppeal). */
const REMARK_MIN_LENGTH = 5;
const REMARK_MAX_LENGTH = 500;

/**
 * Decide an appeal, confirmed first with the decision and the amount named: release the escrowed coin to the buyer, or
 * return it to the seller. The remark (5 to 500 characters) is required and kept in the audit log and the timeline.
 */
export function AppealDecisionDialog({
  order,
  decision,
  onClose,
  onDone,
}: {
  order: AdminC2cOrder;
  decision: AppealDecision;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const decide = useDecideAppeal();
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const subject = {
    no: order.no,
    amount: formatAssetAmount(order.amount, order.asset),
    fiatAmount: formatAssetAmount(order.fiatAmount, order.fiat),
    buyer: userText(order.buyer),
    seller: userText(order.seller),
  };
  const submit = () => {
    const trimmed = remark.trim();
    if (trimmed.length < REMARK_MIN_LENGTH || trimmed.length > REMARK_MAX_LENGTH) {
      setError(t('c2c.appeal.remarkLength', { min: REMARK_MIN_LENGTH, max: REMARK_MAX_LENGTH }));
      return;
    }
    decide.mutate(
      { id: order.id, decision, remark: trimmed },
      {
        onSuccess: () => {
          notify.success(t(`c2c.appeal.${decision}Done`, subject));
          onDone();
        },
        onError: (failure) => {
          // Only a refused field comes back quietly; any other refusal was already shown as a toast.
          if (isQuietFieldError(failure))
            showServerFieldError(failure, (field, message) => {
              if (field !== 'remark') return false;
              setError(message);
              return true;
            });
          if (!(isQuietFieldError(failure) && failure.field === 'remark')) onClose();
        },
      },
    );
  };
  return (
    <ActionDialog
      title={t(`c2c.appeal.${decision}Title`, subject)}
      summary={t(`c2c.appeal.${decision}Summary`, subject)}
      confirmLabel={t(`c2c.appeal.${decision}`)}
      confirmVariant="danger"
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
