import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StaffPermission } from '@exchange/contracts/http/admin/index';
import { UserKind } from '@exchange/contracts/enums';
import { ChatGroupType } from '@exchange/contracts/ws/im-socket';
import { DetailList } from '@exchange/ui/detail-list';
import { NO_VALUE } from '@exchange/ui/format';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { formatDateTime } from '@/lib/format';
import { useCan } from '@/lib/staff-session';
import { useCustomer } from './desk-queries';
import type { CustomerView } from './desk-queries';
import type { InboxItem } from './inbox-queries';
import { accountStatusText, contactText, realNameText, restrictionsText } from './customer-labels';

const linkClasses =
  'text-sm font-medium text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand';

function CustomerSummary({ view }: { view: CustomerView }) {
  const { t } = useTranslation();
  const { user } = view;
  return (
    <DetailList
      items={[
        { label: t('support.customer.nickname'), value: user.nickname },
        { label: t('support.customer.userId'), value: user.id, isLtr: true },
        { label: t('support.customer.contact'), value: contactText(user), isLtr: true },
        { label: t('support.customer.realName'), value: realNameText(user.realNameStatus) },
        { label: t('support.customer.status'), value: accountStatusText(user.status) },
        { label: t('support.customer.restrictions'), value: restrictionsText(user) },
        { label: t('support.customer.vip'), value: view.vip ? view.vip.name : NO_VALUE },
        {
          label: t('support.customer.online'),
          value: user.isOnline ? t('support.customer.onlineNow') : formatDateTime(user.lastOnlineAt),
        },
        {
          label: t('support.customer.pending'),
          value: t('support.customer.pendingOf', {
            deposits: view.pendingDepositCount,
            withdrawals: view.pendingWithdrawalCount,
          }),
        },
        { label: t('support.customer.registered'), value: formatDateTime(user.createdAt) },
      ]}
    />
  );
}

function MemberContext({ item, userId }: { item: InboxItem; userId: number }) {
  const { t } = useTranslation();
  const canReadUsers = useCan(StaffPermission.usersRead);
  const customer = useCustomer(userId, canReadUsers);
  if (!canReadUsers)
    return (
      <DetailList
        items={[
          { label: t('support.customer.nickname'), value: item.userNickname ?? NO_VALUE },
          { label: t('support.customer.userId'), value: userId, isLtr: true },
        ]}
      />
    );
  return (
    <>
      {customer.isPending ? <LoadingState /> : null}
      {customer.isError ? <ErrorState onRetry={() => void customer.refetch()} /> : null}
      {customer.data ? <CustomerSummary view={customer.data} /> : null}
      <Link to={`/users?id=${userId}`} className={linkClasses}>
        {t('support.customer.openUser', { id: userId })}
      </Link>
    </>
  );
}

/**
 * Who the agent is talking to, beside the chat: a member's profile summary from the users section's own detail call
 * (with users.read, and a link to their user page), or that the customer is a visitor; a C2C chat links its order.
 */
export function CustomerContext({ item }: { item: InboxItem }) {
  const { t } = useTranslation();
  const { userId } = item;
  const isVisitor = item.userKind === UserKind.anonymous;
  return (
    <aside
      aria-labelledby="support-customer-heading"
      className="flex h-fit flex-col gap-3 rounded-lg border border-border bg-surface-raised p-4"
    >
      <h3 id="support-customer-heading" className="font-semibold">
        {t('support.customer.title')}
      </h3>
      {userId === null ? <p className="text-sm text-muted">{t('support.noCustomer')}</p> : null}
      {userId !== null && isVisitor ? <p className="text-sm">{t('support.customer.visitor')}</p> : null}
      {userId !== null && !isVisitor ? <MemberContext item={item} userId={userId} /> : null}
      {item.type === ChatGroupType.c2cService && item.channelId !== null ? (
        <Link to={`/c2c?order=${item.channelId}`} className={linkClasses}>
          {t('support.customer.openC2cOrder', { id: item.channelId })}
        </Link>
      ) : null}
    </aside>
  );
}
