import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '@/components/ui/action-dialog';
import { TextAreaField } from '@/components/ui/text-area-field';
import { notify } from '@/lib/notify';
import { showServerFieldError } from '@/lib/server-field-error';
import { useReplyWorkOrder } from './desk-queries';
import type { AdminWorkOrder } from './desk-queries';

/** The contract's reply limit (adminReplyWorkOrder). */
const REPLY_MAX_LENGTH = 2_000;

/** Answer a work order (it becomes answered), optionally closing it; the customer reads the reply in the app. */
export function WorkOrderReplyDialog(props: {
  order: AdminWorkOrder;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { order } = props;
  const reply = useReplyWorkOrder(order.id);
  const [text, setText] = useState(order.reply ?? '');
  const [isClosing, setIsClosing] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const submit = () => {
    if (text.trim() === '') {
      setError(t('validation.required', { field: t('support.workOrder.replyLabel') }));
      return;
    }
    reply.mutate(
      { reply: text.trim(), close: isClosing },
      {
        onSuccess: () => {
          notify.success(
            t(isClosing ? 'support.workOrder.closedDone' : 'support.workOrder.repliedDone', { id: order.id }),
          );
          props.onDone();
        },
        onError: (failure) =>
          showServerFieldError(failure, (field, message) => {
            if (field !== 'reply') return false;
            setError(message);
            return true;
          }),
      },
    );
  };
  return (
    <ActionDialog
      title={t('support.workOrder.replyTitle', { id: order.id, title: order.title })}
      summary={t('support.workOrder.replySummary')}
      confirmLabel={t(isClosing ? 'support.workOrder.replyAndClose' : 'support.workOrder.send')}
      isPending={reply.isPending}
      onClose={props.onClose}
      onSubmit={submit}
    >
      <TextAreaField
        label={t('support.workOrder.replyLabel')}
        rows={5}
        value={text}
        maxLength={REPLY_MAX_LENGTH}
        error={error}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={isClosing} onChange={(event) => setIsClosing(event.target.checked)} />
        {t('support.workOrder.closeToo')}
      </label>
    </ActionDialog>
  );
}
