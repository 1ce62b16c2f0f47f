import { useForm, useWatch } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminCompleteWithdrawal, adminRejectWithdrawal } from '@exchange/contracts/http/admin/index';
import { ActionDialog } from '@/components/ui/action-dialog';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@exchange/ui/text-field';
import { reviewStatusLabel } from '@/lib/labels';
import { notify } from '@/lib/notify';
import { contractResolver } from '@/lib/zod-resolver';
import { destinationText, useWithdrawalAction } from './withdrawal-queries';
import type { Withdrawal, WithdrawalActionKind } from './withdrawal-queries';
import { formatAmount } from '@/lib/format';

interface WithdrawalActionDialogProps {
  withdrawal: Withdrawal;
  kind: WithdrawalActionKind;
  onDone: () => void;
  onClose: () => void;
}

interface ActionValues {
  remark: string;
  payoutRef: string;
}

function summaryKey(withdrawal: Withdrawal, kind: WithdrawalActionKind) {
  if (kind === 'complete') return 'withdrawals.completeSummary' as const;
  if (kind === 'reject') return 'withdrawals.rejectSummary' as const;
  if (!withdrawal.needsSecondApproval) return 'withdrawals.approveSummary' as const;
  return withdrawal.firstApprovedBy === null
    ? ('withdrawals.approveFirstSummary' as const)
    : ('withdrawals.approveSecondSummary' as const);
}

function useActionForm(withdrawal: Withdrawal, kind: WithdrawalActionKind, labels: Record<string, string>) {
  const { id } = withdrawal;
  let resolver: Resolver<ActionValues> | undefined;
  if (kind === 'reject')
    resolver = contractResolver(adminRejectWithdrawal.body, labels, {
      toBody: ({ remark }) => ({ id, remark }),
    });
  if (kind === 'complete')
    resolver = contractResolver(adminCompleteWithdrawal.body, labels, {
      toBody: ({ payoutRef }) => ({ id, payoutRef: payoutRef.trim() === '' ? undefined : payoutRef }),
    });
  return useForm<ActionValues>({ resolver, defaultValues: { remark: '', payoutRef: '' } });
}

/** Approve, mark paid or reject one withdrawal, saying exactly what happens to the status and the hold. */
export function WithdrawalActionDialog({ withdrawal, kind, onDone, onClose }: WithdrawalActionDialogProps) {
  const { t } = useTranslation();
  const action = useWithdrawalAction(withdrawal);
  const labels = { remark: t('common.remark'), payoutRef: t('withdrawals.payoutRef') };
  const form = useActionForm(withdrawal, kind, labels);
  const [remark, payoutRef] = useWatch({ control: form.control, name: ['remark', 'payoutRef'] });
  const subject = {
    no: withdrawal.no,
    amount: formatAmount(withdrawal.amount),
    coin: withdrawal.coin,
    fee: formatAmount(withdrawal.fee),
    arrival: formatAmount(withdrawal.arrivalAmount),
    destination: destinationText(withdrawal),
    from: reviewStatusLabel(withdrawal.status),
    remark: remark.trim() || '—',
    payoutRef: payoutRef.trim() || '—',
  };
  const submit = form.handleSubmit((values) => {
    const request =
      kind === 'approve'
        ? { kind }
        : kind === 'complete'
          ? { kind, payoutRef: values.payoutRef.trim() }
          : { kind, remark: values.remark.trim() };
    action.mutate(request, {
      onSuccess: (updated) => {
        const isStillWaiting = kind === 'approve' && updated.status === withdrawal.status;
        notify.success(
          t(isStillWaiting ? 'withdrawals.firstApprovalDone' : `withdrawals.${kind}Done`, subject),
        );
        onDone();
      },
    });
  });
  return (
    <ActionDialog
      title={t(`withdrawals.${kind}Title`, subject)}
      summary={t(summaryKey(withdrawal, kind), subject)}
      confirmLabel={t(`actions.${kind}`)}
      confirmVariant={kind === 'reject' ? 'danger' : 'primary'}
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
      {kind === 'complete' ? (
        <TextField
          label={labels.payoutRef}
          hint={t('withdrawals.payoutRefHint')}
          autoFocus
          error={form.formState.errors.payoutRef?.message}
          {...form.register('payoutRef')}
        />
      ) : null}
    </ActionDialog>
  );
}
