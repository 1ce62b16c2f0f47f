import { Suspense, lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MarketTab } from '@exchange/contracts/enums';
import { useMarketViewStore } from '../stores/market-view-store';
import type { MarketTabValue } from '../stores/market-view-store';
import { FavouritesPanel } from './favourites-panel';
import { MarketListPanel } from './market-list-panel';
import { MarketTabs, tabId, tabPanelId } from './market-tabs';

/** Spec §3 market tabs, in their numeric order. */
const MARKET_TABS = [
  { value: MarketTab.coin, key: 'market.tabs.coin' },
  { value: MarketTab.contract, key: 'market.tabs.contract' },
  { value: MarketTab.stock, key: 'market.tabs.stock' },
  { value: MarketTab.favourites, key: 'market.tabs.favourites' },
  { value: MarketTab.fastContract, key: 'market.tabs.fastContract' },
  { value: MarketTab.ieo, key: 'market.tabs.ieo' },
  { value: MarketTab.heatmap, key: 'market.tabs.heatmap' },
] as const satisfies readonly { value: MarketTabValue; key: string }[];

const ID_PREFIX = 'market';

// d3's treemap and the tiles load only when the heatmap tab is chosen, not with the market list.
const HeatmapPanel = lazy(() =>
  import('./heatmap-panel').then((module) => ({ default: module.HeatmapPanel })),
);

function TabPanel({
  tab,
  label,
  timeZone,
  ieoPanel,
}: {
  tab: MarketTabValue;
  label: string;
  timeZone: string;
  ieoPanel: ReactNode;
}) {
  switch (tab) {
    case MarketTab.favourites:
      return <FavouritesPanel timeZone={timeZone} />;
    case MarketTab.ieo:
      return ieoPanel;
    case MarketTab.heatmap:
      return (
        <Suspense fallback={<p className="py-8 text-center text-sm text-muted">{label}…</p>}>
          <HeatmapPanel />
        </Suspense>
      );
    default:
      // Instrument tabs share the instrument type's number (coin 1, contract 2, stock 3, fast contract 5).
      return <MarketListPanel key={tab} type={tab} viewId="market" label={label} timeZone={timeZone} />;
  }
}

/**
 * The market tab screen's content: the seven tabs and the chosen one's panel. `ieoPanel` is the subscriptions' project
 * list, composed by the route (features do not import each other).
 */
export function MarketBoard({ timeZone, ieoPanel }: { timeZone: string; ieoPanel: ReactNode }) {
  const { t } = useTranslation();
  const tab = useMarketViewStore((state) => state.tab);
  const setTab = useMarketViewStore((state) => state.setTab);
  const tabs = MARKET_TABS.map((entry) => ({ value: entry.value as MarketTabValue, label: t(entry.key) }));
  const label = tabs.find((entry) => entry.value === tab)?.label ?? '';
  return (
    <div className="flex flex-col gap-2">
      <MarketTabs
        label={t('market.tabs.label')}
        idPrefix={ID_PREFIX}
        tabs={tabs}
        value={tab}
        onChange={setTab}
      />
      <div role="tabpanel" id={tabPanelId(ID_PREFIX, tab)} aria-labelledby={tabId(ID_PREFIX, tab)}>
        <TabPanel tab={tab} label={label} timeZone={timeZone} ieoPanel={ieoPanel} />
      </div>
    </div>
  );
}
