import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { C2cOrdersScreen, useC2cOrderParam } from '@/features/c2c/components/c2c-orders-screen';
import { fiatCodesOf } from '@/features/c2c/utils/c2c-links';
import { useExchangeRates } from '@/features/system/api/list-exchange-rates';

/** `/c2c/list`: my C2C orders (in progress, completed), my merchant area and ads; `?order=` one order. */
export function Component() {
  const { t } = useTranslation();
  const rates = useExchangeRates();
  const orderId = useC2cOrderParam();
  const fiats = fiatCodesOf((rates.data ?? []).map((rate) => rate.exchange));
  return (
    <Page
      title={t(orderId === null ? 'c2c.list.title' : 'c2c.order.title')}
      backTo={orderId === null ? paths.c2cBuy.path : paths.c2cList.path}
      width="wide"
    >
      <C2cOrdersScreen fiats={fiats} />
    </Page>
  );
}
