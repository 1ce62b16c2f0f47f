import { useForm, useWatch } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  adminDeleteUser,
  adminFreezeWithdrawals,
  adminRestrictTrading,
} from '@exchange/contracts/http/admin/index';
import { ActionDialog } from '@/components/ui/action-dialog';
import { TextAreaField } from '@/components/ui/text-area-field';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/notify';
import { contractResolver } from '@/lib/zod-resolver';
import { userStatusLabel } from './user-labels';
import { REMARK_ACTIONS, useUserAction } from './user-queries';
import type { UserAction, UserActionKind, UserView } from './user-queries';

interface UserActionDialogProps {
  view: UserView;
  kind: UserActionKind;
  onDone: () => void;
  onClose: () => void;
}

interface RemarkValues {
  remark: string;
}

/** The remark is checked by the operation's own body schema (the server checks the same). */
function remarkResolver(id: number, kind: UserActionKind, labels: Record<string, string>) {
  const toBody = ({ remark }: RemarkValues) => {
    if (kind === 'restrictTrading' || kind === 'allowTrading')
      return { id, isRestricted: kind === 'restrictTrading', remark };
    if (kind === 'freezeWithdrawals' || kind === 'unfreezeWithdrawals')
      return { id, isFrozen: kind === 'freezeWithdrawals', remark };
    return { id, remark };
  };
  const schema =
    kind === 'restrictTrading' || kind === 'allowTrading'
      ? adminRestrictTrading.body
      : kind === 'delete'
        ? adminDeleteUser.body
        : adminFreezeWithdrawals.body;
  return contractResolver<RemarkValues>(schema, labels, { toBody });
}

function toAction(kind: UserActionKind, remark: string): UserAction {
  return kind === 'forceLogout' ? { kind } : { kind, remark: remark.trim() };
}

/**
 * Restrict or allow trading, freeze or unfreeze withdrawals, end the session, or delete the account, after a
 * dialog that says exactly what changes for the user. A refused deletion shows the server's reason here.
 */
export function UserActionDialog({ view, kind, onDone, onClose }: UserActionDialogProps) {
  const { t } = useTranslation();
  const { user, session } = view;
  const action = useUserAction(user.id);
  const needsRemark = REMARK_ACTIONS.includes(kind);
  const labels = { remark: t('common.remark') };
  const resolver: Resolver<RemarkValues> | undefined = needsRemark
    ? remarkResolver(user.id, kind, labels)
    : undefined;
  const form = useForm<RemarkValues>({ resolver, defaultValues: { remark: '' } });
  const remark = useWatch({ control: form.control, name: 'remark' });
  const subject = {
    id: user.id,
    nickname: user.nickname,
    remark: remark.trim() || '—',
    from: userStatusLabel(user.status),
    session: session
      ? t('users.sessionText', {
          since: formatDateTime(session.createdAt),
          seen: formatDateTime(session.lastSeenAt),
          ip: session.ip ?? '—',
        })
      : '',
    positions: view.openPositionCount,
    orders: view.pendingOrderCount,
    withdrawals: view.pendingWithdrawalCount,
    deposits: view.pendingDepositCount,
  };
  const submit = form.handleSubmit((values) => {
    action.mutate(toAction(kind, values.remark), {
      onSuccess: () => {
        notify.success(t(`users.${kind}Done`, subject));
        onDone();
      },
    });
  });
  const refusal = kind === 'delete' && action.error instanceof ApiError ? action.error.msg : null;
  const summaryKey =
    kind === 'forceLogout' && session === null ? ('users.forceLogoutNoSessionSummary' as const) : null;
  return (
    <ActionDialog
      title={t(`users.${kind}Title`, subject)}
      summary={t(summaryKey ?? `users.${kind}Summary`, subject)}
      confirmLabel={t(`users.${kind}`)}
      confirmVariant={kind === 'delete' ? 'danger' : 'primary'}
      isPending={action.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {refusal ? (
        <p role="alert" className="rounded-lg bg-danger/10 p-3 text-sm text-danger">
          {t('users.deleteRefused', { reason: refusal })}
        </p>
      ) : null}
      {needsRemark ? (
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
