import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { SectionTabs } from '@/components/ui/section-tabs';
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
  // Open on every tab: the inbox stays current while the agent reads work orders or settings.
  const connection = useSupportSocket();
  const panels: Record<SupportTab, ReactNode> = {
    inbox: <InboxPanel connection={connection} />,
    workOrders: <WorkOrdersPanel />,
    ratings: <RatingsPanel />,
    settings: <SettingsPanel />,
  };
  return (
    <>
      <PageHeader title={t('nav.support')} />
      <SectionTabs
        label={t('support.sections')}
        order={TABS}
        panels={panels}
        titleOf={(name) => t(`support.tabs.${name}`)}
      />
    </>
  );
}
