import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { SectionTabs } from '@/components/ui/section-tabs';
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
  return (
    <>
      <PageHeader title={t('nav.products')} />
      <SectionTabs
        label={t('products.sections')}
        order={TABS}
        panels={PANELS}
        titleOf={(name) => t(`products.tabs.${name}`)}
      />
    </>
  );
}
