import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminCreateVersionNotice, VersionUpdateType } from '@exchange/contracts/http/admin/index';
import { ActionDialog } from '@/components/ui/action-dialog';
import { SelectField } from '@exchange/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@exchange/ui/text-field';
import { notify } from '@/lib/notify';
import { showServerFieldError } from '@/lib/server-field-error';
import { contractResolver } from '@/lib/zod-resolver';
import { updateTypeEffect, updateTypeLabel } from './update-type';
import { useCreateVersionNotice } from './system-queries';

interface NoticeValues {
  updateType: string;
  version: string;
  remark: string;
}

const FIELDS = ['updateType', 'version', 'remark'] as const;

const toBody = ({ updateType, version, remark }: NoticeValues) => ({
  updateType: Number(updateType) as (typeof VersionUpdateType)[number],
  version: version.trim(),
  remark: remark.trim() === '' ? undefined : remark.trim(),
});

/**
 * Publishes a version notice. It cannot be taken back: every connected app receives it at once (later ones on
 * start), so the dialog says what the chosen type makes each of them do.
 */
export function PublishNoticeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateVersionNotice();
  const labels = {
    updateType: t('system.updateType'),
    version: t('system.version'),
    remark: t('common.remark'),
  };
  const form = useForm<NoticeValues>({
    resolver: contractResolver(adminCreateVersionNotice.body, labels, { toBody }),
    defaultValues: { updateType: '1', version: '', remark: '' },
  });
  const [updateType, version] = useWatch({ control: form.control, name: ['updateType', 'version'] });
  const subject = { version: version.trim() || '—', type: updateTypeLabel(Number(updateType)) };
  const submit = form.handleSubmit((values) =>
    create.mutate(toBody(values), {
      onSuccess: () => {
        notify.success(t('system.publishDone', subject));
        onClose();
      },
      onError: (error) =>
        showServerFieldError(error, (field, message) => {
          if (!(FIELDS as readonly string[]).includes(field)) return false;
          form.setError(field as (typeof FIELDS)[number], { type: 'server', message });
          return true;
        }),
    }),
  );
  const { errors } = form.formState;
  return (
    <ActionDialog
      title={t('system.publishTitle')}
      summary={`${t('system.publishSummary', subject)} ${updateTypeEffect(Number(updateType))}`}
      confirmLabel={t('system.publish')}
      confirmVariant={updateType === '2' ? 'danger' : 'primary'}
      isPending={create.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <SelectField
        label={labels.updateType}
        options={VersionUpdateType.map((type) => ({ value: String(type), label: updateTypeLabel(type) }))}
        error={errors.updateType?.message}
        {...form.register('updateType')}
      />
      <TextField
        label={labels.version}
        hint={t('system.versionHint')}
        autoFocus
        autoComplete="off"
        error={errors.version?.message}
        {...form.register('version')}
      />
      <TextAreaField label={labels.remark} error={errors.remark?.message} {...form.register('remark')} />
    </ActionDialog>
  );
}
