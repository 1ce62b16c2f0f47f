import { useTranslation } from 'react-i18next';
import { InstrumentType } from '@exchange/contracts/enums';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { MarketListPanel } from '@/features/market/components/market-list-panel';
import { usePreferencesStore } from '@/data/preferences/preferences-store';

/** /stock: the stock list with each market's trading session (closed markets show their next open). */
export function Component() {
  const { t } = useTranslation();
  const timeZone = usePreferencesStore((state) => state.timeZone);
  return (
    <Page title={t('stock.title')} backTo={paths.market.path} width="wide">
      <p className="text-sm text-muted">{t('stock.subtitle')}</p>
      <MarketListPanel
        type={InstrumentType.stock}
        viewId="stock"
        label={t('stock.title')}
        timeZone={timeZone}
      />
    </Page>
  );
}
