import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { buttonClasses } from '@exchange/ui/button';
import { EmptyState } from '@exchange/ui/query-state';
import { useSpotOrders } from '../api/page-spot-orders';
import type { SpotOrderScope } from '../api/query-keys';
import { SpotOrdersList } from './spot-orders-list';

const SCOPES = ['open', 'history'] as const;

const triggerClasses =
  '-mb-px border-b-2 border-transparent py-2 text-sm font-medium text-muted data-[state=active]:border-brand data-[state=active]:text-text focus-visible:outline-2 focus-visible:outline-brand';

/**
 * The caller's open spot orders (with Cancel) and their history under two tabs, of one pair when `symbol` is given;
 * a link to the fund records of every fill. Visitors are asked to log in. Uncontrolled unless `scope` is given.
 */
export function SpotOrdersPanel({
  isSignedIn,
  symbol = '',
  scope,
  onScopeChange,
}: {
  isSignedIn: boolean;
  symbol?: string;
  scope?: SpotOrderScope;
  onScopeChange?: (scope: SpotOrderScope) => void;
}) {
  const { t } = useTranslation();
  const open = useSpotOrders('open', symbol, isSignedIn);
  if (!isSignedIn)
    return (
      <div className="flex flex-col items-center gap-3">
        <EmptyState message={t('orders.logIn')} />
        <Link to={paths.login.path} className={buttonClasses('secondary')}>
          {t('spot.ticket.logIn')}
        </Link>
      </div>
    );
  const openCount = open.data?.pages[0]?.total;
  const labels = {
    open: openCount === undefined ? t('orders.scope.open') : t('orders.openCount', { count: openCount }),
    history: t('orders.scope.history'),
  };
  return (
    <Tabs.Root
      {...(scope ? { value: scope } : { defaultValue: 'open' })}
      onValueChange={(value) => onScopeChange?.(value === 'history' ? 'history' : 'open')}
      className="flex flex-col gap-1"
    >
      <div className="flex flex-wrap items-end justify-between gap-x-4 border-b border-border">
        <Tabs.List aria-label={t('orders.scope.label')} className="flex gap-4">
          {SCOPES.map((value) => (
            <Tabs.Trigger key={value} value={value} className={triggerClasses}>
              {labels[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Link
          to={paths.orderCoinFundDetail.path}
          className="py-2 text-sm font-medium text-brand underline-offset-2 hover:underline"
        >
          {t('orders.fundRecords')}
        </Link>
      </div>
      {SCOPES.map((value) => (
        <Tabs.Content key={value} value={value}>
          <SpotOrdersList scope={value} symbol={symbol} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
