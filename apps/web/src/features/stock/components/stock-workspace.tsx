import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@exchange/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { useWalletAsset } from '@/data/assets/get-wallet-asset';
import type { MarketListRow } from '@/data/instruments/instrument-types';
import { paths } from '@/config/paths';
import { useIsSignedIn } from '@/lib/token-store';
import { useStockConfig } from '../api/get-stock-config';
import { useStockHoldings } from '../api/list-stock-holdings';
import { useStockSession } from '../hooks/use-stock-session';
import { useChosenStock, useStockPrice } from '../hooks/use-stocks';
import { StockSide } from '../utils/stock-labels';
import type { StockSideValue } from '../utils/stock-labels';
import { StockDisabled } from './stock-disabled';
import { StockHeader } from './stock-header';
import { StockHoldingCard } from './stock-holding-card';
import { StockOrdersPanel } from './stock-orders-panel';
import { StockSideColumn } from './stock-side-column';
import { StockTicket } from './stock-ticket';

interface StockWorkspaceProps {
  /** The stock the address names; null for the device's last choice or the first listed (spec §4). */
  symbol: string | null;
  onChoose: (symbol: string) => void;
}

/**
 * A stock's ticket: the stock with its live price and session (open, closed, holiday, early close, and when it opens
 * next in the user's time zone), the order form beside the price column (side by side on phones too), the holding
 * with its unrealised PnL and Sell, and this stock's open orders and history. When the operator has stocks off, the
 * screen says so instead of the form.
 */
export function StockWorkspace({ symbol, onChoose }: StockWorkspaceProps) {
  const { t } = useTranslation();
  const { stocks, stock, isUnknown } = useChosenStock(symbol);
  if (stocks.isPending) return <LoadingState />;
  if (stocks.isError) return <ErrorState onRetry={() => void stocks.refetch()} />;
  if (isUnknown || !stock) {
    const first = stocks.data[0];
    return (
      <div className="flex flex-col items-center gap-3">
        <EmptyState
          message={isUnknown ? t('stockTrade.unknownSymbol', { symbol }) : t('stockTrade.noneListed')}
        />
        {isUnknown && first ? (
          <button type="button" className={buttonClasses('secondary')} onClick={() => onChoose(first.symbol)}>
            {t('stockTrade.showFirst', { symbol: first.symbol })}
          </button>
        ) : null}
      </div>
    );
  }
  return <StockTrading key={stock.symbol} stock={stock} onChoose={onChoose} />;
}

function StockTrading({ stock, onChoose }: { stock: MarketListRow; onChoose: (symbol: string) => void }) {
  const { t } = useTranslation();
  const isSignedIn = useIsSignedIn();
  const price = useStockPrice(stock);
  const session = useStockSession(stock, isSignedIn);
  const config = useStockConfig(isSignedIn);
  const holdings = useStockHoldings(isSignedIn);
  const usdt = useWalletAsset('spot', isSignedIn ? 'USDT' : null);
  const [side, setSide] = useState<StockSideValue>(StockSide.buy);
  const holding = holdings.data?.list.find((row) => row.symbol === stock.symbol) ?? null;
  const livePrice = price.state === 'live' ? price.price : null;
  const header = <StockHeader stock={stock} price={price} session={session} onChoose={onChoose} />;
  if (config.data && !config.data.isEnabled)
    return (
      <div className="flex flex-col gap-3">
        {header}
        <StockDisabled />
      </div>
    );
  let ticket;
  if (!isSignedIn)
    ticket = (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-muted">{t('stockTrade.ticket.logInHint')}</p>
        <Link to={paths.login.path} className={buttonClasses('primary', true)}>
          {t('stockTrade.ticket.logIn')}
        </Link>
      </div>
    );
  else if (config.isError) ticket = <ErrorState onRetry={() => void config.refetch()} />;
  else if (!config.data || holdings.isPending) ticket = <LoadingState />;
  else
    ticket = (
      <StockTicket
        stock={stock}
        price={price}
        session={session}
        config={config.data}
        holding={holding}
        availableUsdt={usdt.data?.available ?? null}
        side={side}
        onSideChange={setSide}
      />
    );
  return (
    <div className="flex flex-col gap-3 sm:gap-4">
      {header}
      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-2 sm:grid-cols-[minmax(0,1fr)_16rem] sm:gap-4">
        <section className="rounded-2xl bg-surface-raised p-3 sm:p-4">{ticket}</section>
        <StockSideColumn stock={stock} price={price} config={config.data} holding={holding} />
      </div>
      {holding ? (
        <section className="rounded-2xl bg-surface-raised p-3 sm:p-4">
          <StockHoldingCard holding={holding} livePrice={livePrice} onSell={() => setSide(StockSide.sell)} />
        </section>
      ) : null}
      <section aria-label={t('stockTrade.orders.label')} className="rounded-2xl bg-surface-raised p-3 sm:p-4">
        <StockOrdersPanel symbol={stock.symbol} />
      </section>
    </div>
  );
}
