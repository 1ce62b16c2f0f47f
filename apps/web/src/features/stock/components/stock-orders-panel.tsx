import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@exchange/ui/button';
import { EmptyState } from '@exchange/ui/query-state';
import { paths } from '@/config/paths';
import { useIsSignedIn } from '@/lib/token-store';
import { useStockPushes } from '../hooks/use-stock-pushes';
import { StockOrdersList } from './stock-orders-list';

const SCOPES = ['open', 'history'] as const;

const triggerClasses =
  '-mb-px border-b-2 border-transparent py-2 text-sm font-medium text-muted data-[state=active]:border-brand data-[state=active]:text-text focus-visible:outline-2 focus-visible:outline-brand';

/**
 * The caller's stock orders of every stock under two tabs: open (waiting limit orders, each with Cancel) and history
 * (filled and cancelled). Kept current by the STOCK_ORDER pushes. Visitors are asked to log in.
 */
export function StockOrdersPanel({ symbol = '' }: { symbol?: string }) {
  const { t } = useTranslation();
  const isSignedIn = useIsSignedIn();
  useStockPushes(isSignedIn);
  if (!isSignedIn)
    return (
      <div className="flex flex-col items-center gap-3">
        <EmptyState message={t('stockTrade.orders.logIn')} />
        <Link to={paths.login.path} className={buttonClasses('secondary')}>
          {t('stockTrade.ticket.logIn')}
        </Link>
      </div>
    );
  return (
    <Tabs.Root defaultValue="open" className="flex flex-col gap-2">
      <Tabs.List aria-label={t('stockTrade.orders.label')} className="flex gap-4 border-b border-border">
        {SCOPES.map((scope) => (
          <Tabs.Trigger key={scope} value={scope} className={triggerClasses}>
            {t(scope === 'open' ? 'stockTrade.orders.open' : 'stockTrade.orders.history')}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {SCOPES.map((scope) => (
        <Tabs.Content key={scope} value={scope}>
          <StockOrdersList scope={scope} symbol={symbol} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
