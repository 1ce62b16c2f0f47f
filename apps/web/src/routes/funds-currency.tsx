import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { WalletAmountDisplay, useCurrentDisplayRate } from '@/app/wallet-amount-display';
import { CurrencyDetail } from '@/features/wallet/components/currency-detail';
import { isWalletCode } from '@/features/wallet/utils/wallets';

const COIN_PATTERN = /^[A-Z0-9]{2,16}$/;

/**
 * One asset (`?coin=BTC&wallet=spot`): logo and name, balances per wallet, deposits in progress, actions and recent
 * records. Without a coin (or with one that cannot be an asset code) there is nothing to show: back to the wallet,
 * whose coin list opens this page with one.
 */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const coin = params.get('coin')?.trim().toUpperCase() ?? '';
  const walletParam = params.get('wallet');
  const wallet = isWalletCode(walletParam) ? walletParam : 'spot';
  useCurrentDisplayRate();
  if (!COIN_PATTERN.test(coin)) return <Navigate to={paths.funds.path} replace />;
  return (
    <Page title={t('funds.currency.title', { coin })} backTo={paths.funds.path}>
      <WalletAmountDisplay>
        <CurrencyDetail coin={coin} wallet={wallet} />
      </WalletAmountDisplay>
    </Page>
  );
}
