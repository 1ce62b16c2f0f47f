import type { UseMutationResult } from '@tanstack/react-query';
import { ActionDialog } from '@/components/ui/action-dialog';
import { notify } from '@/lib/notify';
import { showServerFieldError } from '@/lib/server-field-error';

/** A one-click settings change (enable, hide, make default) as its confirm dialog describes it. */
export interface SettingChange<Body> {
  title: string;
  /** Exactly what changes: the record, the value from → to, and what the app's users see. */
  summary: string;
  confirmLabel: string;
  doneMessage: string;
  isDanger?: boolean;
  body: Body;
}

interface SettingChangeDialogProps<Body> {
  change: SettingChange<Body>;
  mutation: UseMutationResult<unknown, Error, Body>;
  onClose: () => void;
}

/** Confirms and sends one settings change; the server's refusal is shown as a toast (no field to put it at). */
export function SettingChangeDialog<Body>({ change, mutation, onClose }: SettingChangeDialogProps<Body>) {
  const submit = () =>
    mutation.mutate(change.body, {
      onSuccess: () => {
        notify.success(change.doneMessage);
        onClose();
      },
      onError: (error) => showServerFieldError(error, () => false),
    });
  return (
    <ActionDialog
      title={change.title}
      summary={change.summary}
      confirmLabel={change.confirmLabel}
      confirmVariant={change.isDanger ? 'danger' : 'primary'}
      isPending={mutation.isPending}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
