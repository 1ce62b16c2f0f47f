import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { InboxPanel } from './inbox-panel';
import { RatingsPanel } from './ratings-panel';
import { SettingsPanel } from './settings-panel';
import { useSupportSocket } from './use-support-socket';
import { WorkOrdersPanel } from './work-orders-panel';

const TABS = ['inbox', 'workOrders', 'ratings', 'settings'] as const;
type SupportTab = (typeof TABS)[number];

/**
 * The support desk (issue 21 §2; anchor: Chatwoot): the agents' inbox of conversations, work orders, ratings and the
 * desk's settings. Opened with chat.read; taking, answering, finishing and every setting need chat.answer (the
 * server checks again). The chat socket is open while the screen is; Radix mounts only the open tab, so each loads
 * when first opened.
 */
export function SupportScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<SupportTab>('inbox');
  // Open on every tab: the inbox stays current while the agent reads work orders or settings.
  const connection = useSupportSocket();
  return (
    <>
      <PageHeader title={t('nav.support')} />
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as SupportTab)}>
        <Tabs.List
          aria-label={t('support.sections')}
          className="mb-4 flex gap-1 overflow-x-auto border-b border-border"
        >
          {TABS.map((name) => (
            <Tabs.Trigger
              key={name}
              value={name}
              className="border-b-2 border-transparent px-3 py-2 text-sm whitespace-nowrap text-muted hover:text-text focus-visible:outline-2 focus-visible:outline-brand data-[state=active]:border-brand data-[state=active]:font-semibold data-[state=active]:text-brand"
            >
              {t(`support.tabs.${name}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="inbox" className="focus-visible:outline-none">
          <InboxPanel connection={connection} />
        </Tabs.Content>
        <Tabs.Content value="workOrders" className="focus-visible:outline-none">
          <WorkOrdersPanel />
        </Tabs.Content>
        <Tabs.Content value="ratings" className="focus-visible:outline-none">
          <RatingsPanel />
        </Tabs.Content>
        <Tabs.Content value="settings" className="focus-visible:outline-none">
          <SettingsPanel />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
