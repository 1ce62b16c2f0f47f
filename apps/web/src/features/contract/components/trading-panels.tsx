import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { buttonClasses } from '@exchange/ui/button';
import { EmptyState } from '@exchange/ui/query-state';
import { useLivePositions } from '../hooks/use-live-positions';
import { OrdersList } from './orders-list';
import { PositionsList } from './positions-list';

const TABS = ['positions', 'open', 'history'] as const;

const triggerClasses =
  '-mb-px border-b-2 border-transparent py-2 text-sm font-medium text-muted data-[state=active]:border-brand data-[state=active]:text-text focus-visible:outline-2 focus-visible:outline-brand';

/**
 * Positions (live), open orders and order history under one set of tabs; of one perpetual when `symbol` is given,
 * else of all. Visitors are asked to log in.
 */
export function TradingPanels({ isSignedIn, symbol }: { isSignedIn: boolean; symbol?: string }) {
  const { t } = useTranslation();
  const { positions, query } = useLivePositions(isSignedIn);
  if (!isSignedIn)
    return (
      <div className="flex flex-col items-center gap-3">
        <EmptyState message={t('contract.positions.logIn')} />
        <Link to={paths.login.path} className={buttonClasses('secondary')}>
          {t('contract.ticket.logIn')}
        </Link>
      </div>
    );
  const shown = symbol ? positions.filter((position) => position.symbol === symbol) : positions;
  const labels = {
    positions: t('contract.tabs.positions', { count: shown.length }),
    open: t('contract.tabs.open'),
    history: t('contract.tabs.history'),
  };
  return (
    <Tabs.Root defaultValue="positions" className="flex flex-col gap-3">
      <Tabs.List aria-label={t('contract.tabs.label')} className="flex gap-4 border-b border-border">
        {TABS.map((tab) => (
          <Tabs.Trigger key={tab} value={tab} className={triggerClasses}>
            {labels[tab]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="positions">
        <PositionsList
          positions={shown}
          isPending={query.isPending}
          isError={query.isError}
          onRetry={() => void query.refetch()}
          symbol={symbol}
        />
      </Tabs.Content>
      <Tabs.Content value="open">
        <OrdersList scope="open" symbol={symbol ?? ''} />
      </Tabs.Content>
      <Tabs.Content value="history">
        <OrdersList scope="history" symbol={symbol ?? ''} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
