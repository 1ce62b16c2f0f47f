import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffRole } from '@exchange/contracts/http/admin/index';
import { ActionDialog } from '@/components/ui/action-dialog';
import { SelectField } from '@exchange/ui/select-field';
import { roleLabel, roleOptions } from '@/lib/labels';
import { notify } from '@/lib/notify';
import { useStaffAction } from './staff-queries';
import type { OneTimePassword, StaffAccount, StaffAction, StaffActionKind } from './staff-queries';

interface StaffActionDialogProps {
  account: StaffAccount;
  kind: StaffActionKind;
  /** Called with the new one-time password after a password reset, else null. */
  onDone: (result: OneTimePassword | null) => void;
  onClose: () => void;
}

/** Change a role, disable or enable, reset the password or TOTP of another staff account, after confirming. */
export function StaffActionDialog({ account, kind, onDone, onClose }: StaffActionDialogProps) {
  const { t } = useTranslation();
  const action = useStaffAction(account);
  const [role, setRole] = useState(account.role as StaffRole);
  const subject = { username: account.username, from: roleLabel(account.role), to: roleLabel(role) };
  const request: StaffAction = kind === 'role' ? { kind, role } : { kind };
  const isUnchanged = kind === 'role' && role === account.role;
  const submit = () => {
    if (isUnchanged) return;
    action.mutate(request, {
      onSuccess: (result) => {
        notify.success(t(`staff.${kind}Done`, subject));
        onDone(result);
      },
    });
  };
  return (
    <ActionDialog
      title={t(`staff.${kind}Title`, subject)}
      summary={t(`staff.${kind}Summary`, subject)}
      confirmLabel={t(`staff.${kind}Confirm`)}
      confirmVariant={kind === 'disable' ? 'danger' : 'primary'}
      isPending={action.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      {kind === 'role' ? (
        <SelectField
          label={t('staff.role')}
          options={roleOptions()}
          value={role}
          autoFocus
          onChange={(event) => setRole(event.target.value as StaffRole)}
        />
      ) : null}
    </ActionDialog>
  );
}
