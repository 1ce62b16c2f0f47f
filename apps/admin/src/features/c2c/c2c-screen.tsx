import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { C2cOrdersPanel } from './c2c-orders-panel';
import { MerchantsPanel } from './merchants-panel';
import { OrderChatViewContext } from './order-chat-view';
import type { OrderChatView } from './order-chat-view';

const TABS = ['orders', 'merchants'] as const;
type C2cTab = (typeof TABS)[number];

/**
 * C2C trading (issue 20 §2): the appeal queue with every order behind it, and the merchant applications. Opened with
 * c2c.read; deciding an appeal or a merchant needs c2c.decide (the server checks again, and audits every decision).
 * Radix mounts only the open tab's panel, so each loads when first opened. `chatView` draws an order's chat.
 */
export function C2cScreen({ chatView }: { chatView?: OrderChatView }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<C2cTab>('orders');
  return (
    <OrderChatViewContext.Provider value={chatView ?? null}>
      <PageHeader title={t('nav.c2c')} />
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as C2cTab)}>
        <Tabs.List
          aria-label={t('c2c.sections')}
          className="mb-4 flex gap-1 overflow-x-auto border-b border-border"
        >
          {TABS.map((name) => (
            <Tabs.Trigger
              key={name}
              value={name}
              className="border-b-2 border-transparent px-3 py-2 text-sm whitespace-nowrap text-muted hover:text-text focus-visible:outline-2 focus-visible:outline-brand data-[state=active]:border-brand data-[state=active]:font-semibold data-[state=active]:text-brand"
            >
              {t(`c2c.tabs.${name}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="orders" className="focus-visible:outline-none">
          <C2cOrdersPanel />
        </Tabs.Content>
        <Tabs.Content value="merchants" className="focus-visible:outline-none">
          <MerchantsPanel />
        </Tabs.Content>
      </Tabs.Root>
    </OrderChatViewContext.Provider>
  );
}
