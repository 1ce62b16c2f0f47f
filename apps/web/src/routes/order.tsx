import { Tabs } from 'radix-ui';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { LoadingState } from '@exchange/ui/query-state';
import { OrdersFilter } from '@/features/contract/components/orders-filter';
import { OrdersList } from '@/features/contract/components/orders-list';
import { requestedSymbol } from '@/features/contract/hooks/use-contract-screen';
import { SpotOrdersPanel } from '@/features/spot/components/spot-orders-panel';

/** The products whose orders /order lists, in the address as `?tab=` (coins when absent). */
const TABS = ['coin', 'contract', 'stock', 'fast', 'block'] as const;
type OrderTab = (typeof TABS)[number];
const TAB_LABELS = {
  coin: 'orders.tabs.coin',
  contract: 'orders.tabs.contract',
  stock: 'orders.tabs.stock',
  fast: 'orders.tabs.fast',
  block: 'block.ordersTab',
} as const;

const StockOrdersPanel = lazy(() =>
  import('@/features/stock/components/stock-orders-panel').then((module) => ({
    default: module.StockOrdersPanel,
  })),
);
const BlockOrdersPanel = lazy(() =>
  import('@/features/block-trade/components/block-orders-panel').then((module) => ({
    default: module.BlockOrdersPanel,
  })),
);
const FastOrdersPanel = lazy(() =>
  import('@/features/fast-contract/components/fast-orders-panel').then((module) => ({
    default: module.FastOrdersPanel,
  })),
);

function tabOf(search: URLSearchParams): OrderTab {
  const tab = search.get('tab');
  return TABS.find((candidate) => candidate === tab) ?? 'coin';
}

/** `?scope=open|history`: history unless open is asked for (the contract tab's filter reads the same). */
function scopeOf(search: URLSearchParams) {
  return search.get('scope') === 'open' ? 'open' : 'history';
}

const triggerClasses =
  '-mb-px shrink-0 border-b-2 border-transparent px-1 py-2 text-sm font-semibold whitespace-nowrap text-muted data-[state=active]:border-brand data-[state=active]:text-text focus-visible:outline-2 focus-visible:outline-brand';

/**
 * `/order?tab=coin|contract|stock|fast|block&scope=open|history`: the caller's orders of one product, open (with cancel)
 * or history, paged as it scrolls; each opens its detail. Tab and scope live in the address, so back keeps them.
 */
export function Component() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search);
  const scope = scopeOf(search);
  return (
    <Page title={t('orders.title')} backTo={paths.transaction.path} width="wide">
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setSearch({ tab: value })}
        className="flex flex-col gap-4"
      >
        <Tabs.List
          aria-label={t('orders.tabs.label')}
          className="flex gap-5 overflow-x-auto border-b border-border"
        >
          {TABS.map((value) => (
            <Tabs.Trigger key={value} value={value} className={triggerClasses}>
              {t(TAB_LABELS[value])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="coin" className="flex flex-col gap-4 focus-visible:outline-none">
          <section className="rounded-2xl bg-surface-raised px-4 py-2">
            <SpotOrdersPanel
              isSignedIn
              scope={scope}
              onScopeChange={(next) => setSearch({ tab, scope: next }, { replace: true })}
            />
          </section>
        </Tabs.Content>
        <Tabs.Content value="contract" className="flex flex-col gap-4 focus-visible:outline-none">
          <ContractOrders search={search} setSearch={setSearch} />
        </Tabs.Content>
        <Tabs.Content value="stock" className="focus-visible:outline-none">
          <Suspense fallback={<LoadingState />}>
            <StockOrdersPanel />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="fast" className="focus-visible:outline-none">
          <Suspense fallback={<LoadingState />}>
            <FastOrdersPanel />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="block" className="focus-visible:outline-none">
          <Suspense fallback={<LoadingState />}>
            <BlockOrdersPanel />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </Page>
  );
}

/** Today's contract orders: the scope and perpetual filter, then the list. */
function ContractOrders({
  search,
  setSearch,
}: {
  search: URLSearchParams;
  setSearch: ReturnType<typeof useSearchParams>[1];
}) {
  const scope = scopeOf(search);
  const symbol = requestedSymbol(search) ?? '';
  return (
    <>
      <OrdersFilter
        scope={scope}
        symbol={symbol}
        onChange={(next) =>
          setSearch(
            next.symbol
              ? { tab: 'contract', scope: next.scope, symbol: next.symbol }
              : { tab: 'contract', scope: next.scope },
            { replace: true },
          )
        }
      />
      <section className="rounded-2xl bg-surface-raised px-4">
        <OrdersList key={`${scope}:${symbol}`} scope={scope} symbol={symbol} />
      </section>
    </>
  );
}
