import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  adminProposeCorrection,
  CORRECTION_HOUSE_ACCOUNTS,
  CorrectionDirection,
} from '@exchange/contracts/http/admin/index';
import type { CorrectionHouseAccount } from '@exchange/contracts/http/admin/index';
import { WALLET_CODES } from '@exchange/contracts/http/wallet/wallet-common';
import type { WalletCode } from '@exchange/contracts/http/wallet/wallet-common';
import { ActionDialog } from '@/components/ui/action-dialog';
import { SelectField } from '@exchange/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@exchange/ui/text-field';
import { notify } from '@/lib/notify';
import { contractResolver } from '@/lib/zod-resolver';
import { ledgerMoveText, useProposeCorrection } from './correction-queries';
import type { CorrectionProposal } from './correction-queries';

interface ProposeValues {
  userId: string;
  asset: string;
  wallet: WalletCode;
  houseAccount: CorrectionHouseAccount;
  direction: string;
  amount: string;
  reason: string;
}

const EMPTY_PROPOSAL: ProposeValues = {
  userId: '',
  asset: 'USDT',
  wallet: 'spot',
  houseAccount: 'adjustments',
  direction: String(CorrectionDirection.credit),
  amount: '',
  reason: '',
};

/** The form's values as the operation's body (the same zod schema checks both). */
function toBody(values: ProposeValues): CorrectionProposal {
  return {
    userId: values.userId.trim() === '' ? Number.NaN : Number(values.userId.trim()),
    asset: values.asset,
    wallet: values.wallet,
    houseAccount: values.houseAccount,
    direction: Number(values.direction) === CorrectionDirection.debit ? -1 : 1,
    amount: values.amount,
    reason: values.reason,
  };
}

/** Propose a correction: nothing moves until a different staff account approves it. */
export function ProposeCorrectionDialog({ onDone, onClose }: { onDone: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const propose = useProposeCorrection();
  const labels = {
    userId: t('columns.userId'),
    asset: t('corrections.asset'),
    wallet: t('corrections.wallet'),
    houseAccount: t('corrections.houseAccount'),
    direction: t('corrections.direction'),
    amount: t('columns.amount'),
    reason: t('corrections.reason'),
  };
  const form = useForm<ProposeValues>({
    resolver: contractResolver(adminProposeCorrection.body, labels, { toBody }),
    defaultValues: EMPTY_PROPOSAL,
  });
  const values = useWatch({ control: form.control }) as ProposeValues;
  const move = ledgerMoveText({ ...values, direction: Number(values.direction) });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((proposal) =>
    propose.mutate(toBody(proposal), {
      onSuccess: (created) => {
        notify.success(t('corrections.proposed', { id: created.id }));
        onDone();
      },
    }),
  );
  return (
    <ActionDialog
      title={t('corrections.proposeTitle')}
      summary={t('corrections.proposeSummary', { move })}
      confirmLabel={t('corrections.propose')}
      isPending={propose.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField
        label={labels.userId}
        inputMode="numeric"
        autoComplete="off"
        autoFocus
        error={errors.userId?.message}
        {...form.register('userId')}
      />
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          label={labels.direction}
          options={[
            { value: String(CorrectionDirection.credit), label: t('corrections.credit') },
            { value: String(CorrectionDirection.debit), label: t('corrections.debit') },
          ]}
          error={errors.direction?.message}
          {...form.register('direction')}
        />
        <TextField label={labels.asset} error={errors.asset?.message} {...form.register('asset')} />
        <SelectField
          label={labels.wallet}
          options={WALLET_CODES.map((code) => ({ value: code, label: code }))}
          error={errors.wallet?.message}
          {...form.register('wallet')}
        />
        <SelectField
          label={labels.houseAccount}
          options={CORRECTION_HOUSE_ACCOUNTS.map((code) => ({ value: code, label: code }))}
          error={errors.houseAccount?.message}
          {...form.register('houseAccount')}
        />
      </div>
      <TextField
        label={labels.amount}
        inputMode="decimal"
        autoComplete="off"
        error={errors.amount?.message}
        {...form.register('amount')}
      />
      <TextAreaField label={labels.reason} error={errors.reason?.message} {...form.register('reason')} />
    </ActionDialog>
  );
}
