import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { Page } from '@/components/layouts/page';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { useRechargeGroups } from '@/features/payments/api/group-recharge-channels';
import { useRechargeCoins } from '@/features/payments/api/list-recharge-coins';
import { DepositMethodList } from '@/features/payments/components/deposit-method-list';
import { coinParam } from '@/features/payments/utils/deposit-routes';

/** Deposit, step one: the coin, then the method (crypto, bank card, third party, C2C), each with its own screen. */
export function Component() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const coins = useRechargeCoins();
  const requested = coinParam(searchParams.get('coin'));
  const coin = coins.data?.find((entry) => entry.coin === requested)?.coin ?? coins.data?.[0]?.coin ?? null;
  const groups = useRechargeGroups(coin);

  return (
    <Page title={t('deposit.topUp.title')} backTo={paths.funds.path}>
      {coins.isPending ? <LoadingState /> : null}
      {coins.isError ? <ErrorState onRetry={() => void coins.refetch()} /> : null}
      {coins.data?.length === 0 ? <EmptyState message={t('deposit.topUp.noCoins')} /> : null}
      {coins.data && coin ? (
        <SegmentedControl
          variant="chips"
          label={t('deposit.topUp.coin')}
          value={coin}
          onChange={(next) => setSearchParams({ coin: next }, { replace: true })}
          options={coins.data.map((entry) => ({ value: entry.coin, label: entry.coin }))}
        />
      ) : null}
      {coin && groups.isPending ? <LoadingState /> : null}
      {groups.isError ? <ErrorState onRetry={() => void groups.refetch()} /> : null}
      {coin && groups.data ? <DepositMethodList coin={coin} groups={groups.data} /> : null}
    </Page>
  );
}
