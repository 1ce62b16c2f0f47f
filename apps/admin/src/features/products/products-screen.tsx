import { Tabs } from 'radix-ui';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { AiProductsPanel } from './ai-products-panel';
import { BlockOffersPanel } from './block-offers-panel';
import { FastSettingsPanel } from './fast-settings-panel';
import { LoanConfigsPanel } from './loan-configs-panel';
import { SpotFeesPanel } from './spot-fees-panel';
import { StockSettingsPanel } from './stock-settings-panel';

const TABS = ['spotFees', 'stocks', 'fastContracts', 'blockTrades', 'aiProducts', 'loans'] as const;
type ProductTab = (typeof TABS)[number];

/** Radix mounts only the open tab's panel, so each loads when first opened. */
const PANELS: Record<ProductTab, ReactNode> = {
  spotFees: <SpotFeesPanel />,
  stocks: <StockSettingsPanel />,
  fastContracts: <FastSettingsPanel />,
  blockTrades: <BlockOffersPanel />,
  aiProducts: <AiProductsPanel />,
  loans: <LoanConfigsPanel />,
};

/**
 * The trading products' staff settings (issue 18): spot fees per pair, stock trading, fast contracts. Read with
 * `markets.read`; every control that changes something needs `markets.write` (the server checks again). Nothing here
 * sets a price, a fill or an outcome (DESIGN.md §1).
 */
export function ProductsScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<ProductTab>('spotFees');
  return (
    <>
      <PageHeader title={t('nav.products')} />
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as ProductTab)}>
        <Tabs.List
          aria-label={t('products.sections')}
          className="mb-4 flex gap-1 overflow-x-auto border-b border-border"
        >
          {TABS.map((name) => (
            <Tabs.Trigger
              key={name}
              value={name}
              className="border-b-2 border-transparent px-3 py-2 text-sm whitespace-nowrap text-muted hover:text-text focus-visible:outline-2 focus-visible:outline-brand data-[state=active]:border-brand data-[state=active]:font-semibold data-[state=active]:text-brand"
            >
              {t(`products.tabs.${name}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map((name) => (
          <Tabs.Content key={name} value={name} className="focus-visible:outline-none">
            {PANELS[name]}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  );
}
