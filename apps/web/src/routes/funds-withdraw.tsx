import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { Page } from '@/components/layouts/page';
import { useCurrentMember } from '@/features/member/api/get-current-member';
import { useWithdrawalChannels } from '@/features/payments/api/list-withdrawal-channels';
import { Notice } from '@/features/payments/components/notice';
import { WithdrawForm } from '@/features/payments/components/withdraw-form';
import { kindOfMethodType } from '@/features/payments/utils/channel-method';
import { coinParam, withdrawSuccessRoute } from '@/features/payments/utils/deposit-routes';

/** Withdraw (`?coin=`): to a saved bank card or crypto address, or a new address, confirmed with the pay password. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const channels = useWithdrawalChannels();
  const { data: member } = useCurrentMember();
  const usable = channels.data?.filter((channel) => kindOfMethodType(channel.methodType) !== null);

  return (
    <Page
      title={t('withdraw.title')}
      backTo={paths.funds.path}
      actions={
        <Link
          to={paths.mineBank.path}
          className="rounded-xl px-3 py-2 text-sm font-medium text-brand hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand"
        >
          {t('withdraw.manage')}
        </Link>
      }
    >
      {member && !member.hasPayPassword ? (
        <Notice tone="warning">
          <span>{t('withdraw.noPayPassword')}</span>
          <Link to={paths.mineChangePayPassword.path} className="font-semibold text-brand underline">
            {t('withdraw.confirm.setPayPassword')}
          </Link>
        </Notice>
      ) : null}
      {channels.isPending ? <LoadingState /> : null}
      {channels.isError ? <ErrorState onRetry={() => void channels.refetch()} /> : null}
      {usable?.length === 0 ? <EmptyState message={t('withdraw.noChannels')} /> : null}
      {usable && usable.length > 0 ? (
        <WithdrawForm
          channels={usable}
          initialCoin={coinParam(searchParams.get('coin'))}
          onSubmitted={(order) => void navigate(withdrawSuccessRoute(order.id), { replace: true })}
        />
      ) : null}
    </Page>
  );
}
