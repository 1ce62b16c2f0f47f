import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminRejectRecharge } from '@exchange/contracts/http/admin/index';
import { ActionDialog } from '@/components/ui/action-dialog';
import { TextAreaField } from '@/components/ui/text-area-field';
import { notify } from '@/lib/notify';
import { contractResolver } from '@/lib/zod-resolver';
import { useDepositAction } from './deposit-queries';
import type { Deposit } from './deposit-queries';

interface DepositActionDialogProps {
  deposit: Deposit;
  kind: 'approve' | 'reject';
  onDone: () => void;
  onClose: () => void;
}

/** Approve (credit the spot wallet) or reject (with the remark the user sees) one waiting deposit. */
export function DepositActionDialog({ deposit, kind, onDone, onClose }: DepositActionDialogProps) {
  const { t } = useTranslation();
  const action = useDepositAction(deposit);
  const labels = { remark: t('common.remark') };
  const form = useForm<{ remark: string }>({
    resolver:
      kind === 'reject'
        ? contractResolver(adminRejectRecharge.body, labels, {
            toBody: ({ remark }) => ({ id: deposit.id, remark }),
          })
        : undefined,
    defaultValues: { remark: '' },
  });
  const remark = useWatch({ control: form.control, name: 'remark' });
  const subject = {
    no: deposit.no,
    amount: deposit.amount,
    coin: deposit.coin,
    userId: deposit.userId,
    remark: remark.trim() || '—',
  };
  const submit = form.handleSubmit(({ remark: text }) =>
    action.mutate(kind === 'approve' ? { kind } : { kind, remark: text.trim() }, {
      onSuccess: () => {
        notify.success(t(kind === 'approve' ? 'deposits.approved' : 'deposits.rejected', subject));
        onDone();
      },
    }),
  );
  return (
    <ActionDialog
      title={t(kind === 'approve' ? 'deposits.approveTitle' : 'deposits.rejectTitle', subject)}
      summary={t(kind === 'approve' ? 'deposits.approveSummary' : 'deposits.rejectSummary', subject)}
      confirmLabel={t(kind === 'approve' ? 'actions.approve' : 'actions.reject')}
      confirmVariant={kind === 'approve' ? 'primary' : 'danger'}
      isPending={action.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {kind === 'reject' ? (
        <TextAreaField
          label={labels.remark}
          autoFocus
          error={form.formState.errors.remark?.message}
          {...form.register('remark')}
        />
      ) : null}
    </ActionDialog>
  );
}
