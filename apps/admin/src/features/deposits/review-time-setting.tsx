import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { StaffPermission } from '@exchange/contracts/http/admin/index';
import { adminUpdateDepositSettings } from '@exchange/contracts/http/wallet/pending-deposits';
import { Button } from '@exchange/ui/button';
import { TextField } from '@exchange/ui/text-field';
import { ActionDialog } from '@/components/ui/action-dialog';
import { formatExact } from '@/lib/format';
import { notify } from '@/lib/notify';
import { showServerFieldError } from '@/lib/server-field-error';
import { useCan } from '@/lib/staff-session';
import { contractResolver } from '@/lib/zod-resolver';
import { useDepositSettings, useUpdateDepositSettings } from './deposit-queries';

interface Values {
  reviewMinutes: string;
}

/** What was typed, as the contract takes it: a number of minutes (the schema refuses anything but 1–10,080 whole). */
const toBody = ({ reviewMinutes }: Values) => ({
  reviewMinutes: reviewMinutes.trim() === '' ? Number.NaN : Number(reviewMinutes.trim()),
});

function ReviewTimeDialog({ current, onClose }: { current: number; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateDepositSettings();
  const labels = { reviewMinutes: t('deposits.reviewTimeLabel') };
  const form = useForm<Values>({
    resolver: contractResolver(adminUpdateDepositSettings.body, labels, { toBody }),
    defaultValues: { reviewMinutes: String(current) },
  });
  const typed = useWatch({ control: form.control, name: 'reviewMinutes' });
  const minutes = (value: string) => t('deposits.minutes', { value: formatExact(value.trim()) });
  const submit = form.handleSubmit((values) =>
    update.mutate(toBody(values), {
      onSuccess: (settings) => {
        notify.success(t('deposits.reviewTimeDone', { time: minutes(String(settings.reviewMinutes)) }));
        onClose();
      },
      onError: (error) =>
        showServerFieldError(error, (field, message) => {
          if (field !== 'reviewMinutes') return false;
          form.setError('reviewMinutes', { type: 'server', message });
          return true;
        }),
    }),
  );
  return (
    <ActionDialog
      title={t('deposits.reviewTimeTitle')}
      summary={t('deposits.reviewTimeSummary', { from: minutes(String(current)), to: minutes(typed) })}
      confirmLabel={t('deposits.reviewTimeSave')}
      isPending={update.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField
        label={labels.reviewMinutes}
        hint={t('deposits.reviewTimeHint')}
        inputMode="numeric"
        autoFocus
        error={form.formState.errors.reviewMinutes?.message}
        {...form.register('reviewMinutes')}
      />
    </ActionDialog>
  );
}

/**
 * The usual deposit review time (a staff setting, issue 17): the app shows "usually reviewed within …" beside every
 * deposit waiting for review. In the deposit queue's header; those who review deposits may change it.
 */
export function ReviewTimeSetting() {
  const { t } = useTranslation();
  const canEdit = useCan(StaffPermission.depositsReview);
  const settings = useDepositSettings();
  const [isEditing, setIsEditing] = useState(false);
  if (!settings.data) return null;
  const text = t('deposits.reviewTime', {
    time: t('deposits.minutes', { value: formatExact(settings.data.reviewMinutes) }),
  });
  return (
    <>
      {canEdit ? (
        <Button variant="secondary" onClick={() => setIsEditing(true)}>
          {text}
        </Button>
      ) : (
        <span className="text-sm text-muted">{text}</span>
      )}
      {isEditing ? (
        <ReviewTimeDialog current={settings.data.reviewMinutes} onClose={() => setIsEditing(false)} />
      ) : null}
    </>
  );
}
