import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminDeclareReserve } from '@exchange/contracts/http/admin/index';
import { ActionDialog } from '@/components/ui/action-dialog';
import { TextField } from '@exchange/ui/text-field';
import { notify } from '@/lib/notify';
import { contractResolver } from '@/lib/zod-resolver';
import { useDeclareReserve } from './ledger-queries';
import type { ReserveRow } from './ledger-queries';
import { formatAmount } from '@/lib/format';

interface DeclareValues {
  asset: string;
  amount: string;
  note: string;
}

const toBody = ({ asset, amount, note }: DeclareValues) => ({
  asset: asset.trim().toUpperCase(),
  amount: amount.trim(),
  note: note.trim() === '' ? undefined : note.trim(),
});

/** Records what the operator holds of one asset; it moves no money, and the latest declaration counts. */
export function DeclareReserveDialog({
  rows,
  onClose,
}: {
  rows: readonly ReserveRow[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const declare = useDeclareReserve();
  const labels = { asset: t('ledger.asset'), amount: t('ledger.declaredAmount'), note: t('ledger.note') };
  const form = useForm<DeclareValues>({
    resolver: contractResolver(adminDeclareReserve.body, labels, { toBody }),
    defaultValues: { asset: '', amount: '', note: '' },
  });
  const [asset, amount] = useWatch({ control: form.control, name: ['asset', 'amount'] });
  const code = asset.trim().toUpperCase();
  const current = rows.find((row) => row.asset === code);
  const subject = {
    asset: code || '—',
    amount: formatAmount(amount.trim()),
    previous: current?.declared ? formatAmount(current.declared) : t('ledger.none'),
    liabilities: formatAmount(current?.liabilities ?? '0'),
  };
  const submit = form.handleSubmit((values) =>
    declare.mutate(toBody(values), {
      onSuccess: () => {
        notify.success(t('ledger.declared', subject));
        onClose();
      },
    }),
  );
  const { errors } = form.formState;
  return (
    <ActionDialog
      title={t('ledger.declareTitle')}
      summary={t('ledger.declareSummary', subject)}
      confirmLabel={t('ledger.declare')}
      isPending={declare.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField label={labels.asset} autoFocus error={errors.asset?.message} {...form.register('asset')} />
      <TextField
        label={labels.amount}
        inputMode="decimal"
        error={errors.amount?.message}
        {...form.register('amount')}
      />
      <TextField label={labels.note} error={errors.note?.message} {...form.register('note')} />
    </ActionDialog>
  );
}
