import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { DetailList } from '@exchange/ui/detail-list';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { Page } from '@/components/layouts/page';
import { useRechargeChannel } from '@/features/payments/api/get-recharge-channel';
import { RechargeForm } from '@/features/payments/components/recharge-form';
import { methodNameOf } from '@/features/payments/utils/channel-method';
import { topUpOrderRoute } from '@/features/payments/utils/deposit-routes';
import { idParam } from '@/lib/id-param';

/** "I have paid" (`?channelId=`): the amount sent and its proof, submitted for review. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const channelId = idParam(searchParams.get('channelId'));
  const channel = useRechargeChannel(channelId);

  if (channelId === null) return <Navigate to={paths.fundsTopUp.path} replace />;
  const methodName = channel.data ? methodNameOf(channel.data.methodType) : null;

  return (
    <Page title={t('deposit.confirm.title')} backTo={paths.fundsTopUp.path}>
      {channel.isPending ? <LoadingState /> : null}
      {channel.isError ? <ErrorState onRetry={() => void channel.refetch()} /> : null}
      {channel.data ? (
        <>
          <section className="rounded-2xl bg-surface-raised px-4 py-1">
            <DetailList
              items={[
                { label: t('deposit.confirm.coin'), value: channel.data.coin },
                {
                  label: t('deposit.confirm.method'),
                  value: methodName ? t(`deposit.methods.${methodName}`) : channel.data.name,
                },
                ...(channel.data.chain
                  ? [{ label: t('deposit.address.network'), value: channel.data.chain }]
                  : []),
              ]}
            />
          </section>
          <p className="text-sm text-muted">{t('deposit.confirm.intro')}</p>
          <RechargeForm
            channel={channel.data}
            onSubmitted={(order) => void navigate(topUpOrderRoute(order.id), { replace: true })}
          />
        </>
      ) : null}
    </Page>
  );
}
