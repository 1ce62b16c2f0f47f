import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { InstrumentType } from '@exchange/contracts/enums';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { MarketListPanel } from '@/features/market/components/market-list-panel';
import { StockTradeLink } from '@/features/stock/components/stock-trade-link';
import { StockWorkspace } from '@/features/stock/components/stock-workspace';
import { usePreferencesStore } from '@/data/preferences/preferences-store';

const TICKER_PATTERN = /^[A-Z0-9.]{1,20}$/;

/** `?symbol=AAPL`, upper-cased; null when absent or not a ticker. */
export function requestedTicker(search: URLSearchParams): string | null {
  const symbol = (search.get('symbol') ?? '').trim().toUpperCase();
  return TICKER_PATTERN.test(symbol) ? symbol : null;
}

/**
 * /stock: the stock list with each market's trading session (closed markets show their next open); with
 * `?symbol=AAPL`, that stock's ticket above it (session, buy and sell, holding, open orders). Choosing another stock
 * on the ticket puts it in the address.
 */
export function Component() {
  const { t } = useTranslation();
  const timeZone = usePreferencesStore((state) => state.timeZone);
  const [search, setSearch] = useSearchParams();
  const symbol = requestedTicker(search);
  const list = (
    <MarketListPanel
      type={InstrumentType.stock}
      viewId="stock"
      label={t('stock.title')}
      timeZone={timeZone}
    />
  );
  return (
    <Page title={t('stock.title')} backTo={paths.market.path} width="wide">
      {symbol ? (
        <div className="flex flex-col gap-6">
          <StockWorkspace
            symbol={symbol}
            onChoose={(next) => setSearch({ symbol: next }, { replace: true })}
          />
          <section aria-labelledby="stock-list-heading" className="flex flex-col gap-2">
            <h2 id="stock-list-heading" className="text-base font-semibold">
              {t('stockTrade.allStocks')}
            </h2>
            {list}
          </section>
        </div>
      ) : (
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-muted">{t('stock.subtitle')}</p>
            <StockTradeLink />
          </div>
          {list}
        </div>
      )}
    </Page>
  );
}
