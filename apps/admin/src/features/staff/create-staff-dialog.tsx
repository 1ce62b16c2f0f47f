import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminCreateStaff, StaffRole } from '@exchange/contracts/http/admin/index';
import { ActionDialog } from '@/components/ui/action-dialog';
import { SelectField } from '@exchange/ui/select-field';
import { TextField } from '@exchange/ui/text-field';
import { roleLabel, roleOptions } from '@/lib/labels';
import { contractResolver } from '@/lib/zod-resolver';
import { useCreateStaff } from './staff-queries';
import type { OneTimePassword } from './staff-queries';

interface CreateValues {
  username: string;
  role: StaffRole;
}

export function CreateStaffDialog({
  onCreated,
  onClose,
}: {
  onCreated: (result: OneTimePassword) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateStaff();
  const labels = { username: t('auth.username'), role: t('staff.role') };
  const form = useForm<CreateValues>({
    resolver: contractResolver(adminCreateStaff.body, labels),
    defaultValues: { username: '', role: StaffRole.support },
  });
  const [username, role] = useWatch({ control: form.control, name: ['username', 'role'] });
  const submit = form.handleSubmit((values) => create.mutate(values, { onSuccess: onCreated }));
  return (
    <ActionDialog
      title={t('staff.createTitle')}
      summary={t('staff.createSummary', { username: username.trim() || '—', role: roleLabel(role) })}
      confirmLabel={t('staff.create')}
      isPending={create.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField
        label={labels.username}
        hint={t('staff.usernameHint')}
        autoFocus
        autoComplete="off"
        error={form.formState.errors.username?.message}
        {...form.register('username')}
      />
      <SelectField
        label={labels.role}
        options={roleOptions()}
        error={form.formState.errors.role?.message}
        {...form.register('role')}
      />
    </ActionDialog>
  );
}
