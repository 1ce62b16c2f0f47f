import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { SectionTabs } from '@/components/ui/section-tabs';
import { C2cOrdersPanel } from './c2c-orders-panel';
import { MerchantsPanel } from './merchants-panel';
import { OrderChatViewContext } from './order-chat-view';
import type { OrderChatView } from './order-chat-view';

const TABS = ['orders', 'merchants'] as const;
type C2cTab = (typeof TABS)[number];
const PANELS: Record<C2cTab, ReactNode> = { orders: <C2cOrdersPanel />, merchants: <MerchantsPanel /> };

/**
 * C2C trading (issue 20 §2): the appeal queue with every order behind it, and the merchant applications. Opened with
 * c2c.read; deciding an appeal or a merchant needs c2c.decide (the server checks again, and audits every decision).
 * Radix mounts only the open tab's panel, so each loads when first opened. `chatView` draws an order's chat.
 */
export function C2cScreen({ chatView }: { chatView?: OrderChatView }) {
  const { t } = useTranslation();
  return (
    <OrderChatViewContext.Provider value={chatView ?? null}>
      <PageHeader title={t('nav.c2c')} />
      <SectionTabs
        label={t('c2c.sections')}
        order={TABS}
        panels={PANELS}
        titleOf={(name) => t(`c2c.tabs.${name}`)}
      />
    </OrderChatViewContext.Provider>
  );
}
