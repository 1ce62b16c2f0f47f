import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { EmptyState } from '@exchange/ui/query-state';
import { Page } from '@/components/layouts/page';
import { WalletAmountDisplay, useCurrentDisplayRate } from '@/app/wallet-amount-display';
import { CurrencyDetail } from '@/features/wallet/components/currency-detail';
import { isWalletCode } from '@/features/wallet/utils/wallets';

const COIN_PATTERN = /^[A-Z0-9]{2,16}$/;

/** One asset (`?coin=BTC&wallet=spot`): balances per wallet, value, recent records, deposit/withdraw/transfer. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const coin = params.get('coin')?.trim().toUpperCase() ?? '';
  const walletParam = params.get('wallet');
  const wallet = isWalletCode(walletParam) ? walletParam : 'spot';
  useCurrentDisplayRate();
  return (
    <Page title={coin ? t('funds.currency.title', { coin }) : t('funds.title')} backTo={paths.funds.path}>
      {COIN_PATTERN.test(coin) ? (
        <WalletAmountDisplay>
          <CurrencyDetail coin={coin} wallet={wallet} />
        </WalletAmountDisplay>
      ) : (
        <EmptyState message={t('funds.currency.unknownCoin')} />
      )}
    </Page>
  );
}
