import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@exchange/ui/button';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { C2cMarketScreen } from '@/features/c2c/components/c2c-market-screen';
import { fiatCodesOf } from '@/features/c2c/utils/c2c-links';
import { useExchangeRates } from '@/features/system/api/list-exchange-rates';
import { useIsSignedIn } from '@/lib/token-store';

/** `/c2c/buy`: the C2C market — merchants' ads to buy or sell a coin for a fiat currency, and "My orders". */
export function Component() {
  const { t } = useTranslation();
  const rates = useExchangeRates();
  const isSignedIn = useIsSignedIn();
  const fiats = fiatCodesOf((rates.data ?? []).map((rate) => rate.exchange));
  return (
    <Page
      title={t('c2c.title')}
      backTo={paths.home.path}
      width="wide"
      actions={
        <Link
          to={isSignedIn ? paths.c2cList.path : paths.login.path}
          className={buttonClasses('ghost', false, true)}
        >
          {t('c2c.myOrders')}
        </Link>
      }
    >
      <C2cMarketScreen fiats={fiats} />
    </Page>
  );
}
