import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@exchange/ui/button';
import { paths } from '@/config/paths';
import { useStocks } from '../hooks/use-stocks';
import { useStockSettingsStore } from '../stores/stock-settings-store';

/** Opens the ticket of the stock last traded on this device, else of the first listed (spec §4); nothing when none. */
export function StockTradeLink() {
  const { t } = useTranslation();
  const stocks = useStocks();
  const stored = useStockSettingsStore((state) => state.symbol);
  const list = stocks.data ?? [];
  const symbol = list.find((row) => row.symbol === stored)?.symbol ?? list[0]?.symbol;
  if (!symbol) return null;
  return (
    <Link
      to={`${paths.stock.path}?${new URLSearchParams({ symbol }).toString()}`}
      className={buttonClasses('primary', false, true)}
    >
      {t('stockTrade.trade', { symbol })}
    </Link>
  );
}
