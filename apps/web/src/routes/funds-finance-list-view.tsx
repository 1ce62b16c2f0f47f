import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { WalletAmountDisplay } from '@/app/wallet-amount-display';
import { useFundsOverview } from '@/data/assets/get-funds-overview';
import { FundRecordFilters, parseFundRecordType } from '@/features/wallet/components/fund-record-filters';
import { FundRecordList } from '@/features/wallet/components/fund-record-list';

/** Fund records (spec §3 types all, in, out, swap, transfer), filterable by coin; the filter lives in the URL. */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { data: overview } = useFundsOverview();
  const type = parseFundRecordType(params.get('type'));
  const coin = params.get('coin')?.toUpperCase() ?? '';
  const coins = overview?.coin.walletList.map((asset) => asset.coin) ?? (coin ? [coin] : []);
  return (
    <Page title={t('fundRecords.title')} backTo={paths.funds.path}>
      <FundRecordFilters
        type={type}
        coin={coin}
        coins={coins}
        onChange={(next) =>
          setParams(
            (current) => {
              const updated = new URLSearchParams(current);
              updated.set('type', String(next.type));
              if (next.coin) updated.set('coin', next.coin);
              else updated.delete('coin');
              return updated;
            },
            { replace: true },
          )
        }
      />
      <WalletAmountDisplay>
        <FundRecordList filter={{ type, coin, wallet: '' }} />
      </WalletAmountDisplay>
    </Page>
  );
}
