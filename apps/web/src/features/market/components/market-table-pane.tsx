import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MarketListPanel } from './market-list-panel';
import { MarketTabs, tabId, tabPanelId } from './market-tabs';

const PANE_TABS = [
  { value: 1, key: 'market.tabs.coin' },
  { value: 2, key: 'market.tabs.contract' },
  { value: 3, key: 'market.tabs.stock' },
] as const;
type PaneTab = (typeof PANE_TABS)[number]['value'];

const ID_PREFIX = 'desktop-market';

/** The desktop home's market table: coins, contracts and stocks, sortable and live. */
export function MarketTablePane({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<PaneTab>(1);
  const label = t(PANE_TABS.find((entry) => entry.value === tab)?.key ?? 'market.tabs.coin');
  return (
    <section className="flex flex-col gap-3" aria-labelledby={`${ID_PREFIX}-title`}>
      <h2 id={`${ID_PREFIX}-title`} className="text-2xl font-semibold">
        {t('market.title')}
      </h2>
      <MarketTabs
        label={t('market.tabs.label')}
        idPrefix={ID_PREFIX}
        tabs={PANE_TABS.map((entry) => ({ value: entry.value, label: t(entry.key) }))}
        value={tab}
        onChange={setTab}
      />
      <div role="tabpanel" id={tabPanelId(ID_PREFIX, tab)} aria-labelledby={tabId(ID_PREFIX, tab)}>
        <MarketListPanel key={tab} type={tab} viewId="pc" label={label} timeZone={timeZone} />
      </div>
    </section>
  );
}
