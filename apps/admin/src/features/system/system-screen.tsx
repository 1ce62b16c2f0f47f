import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { SectionTabs } from '@/components/ui/section-tabs';
import { AppInfoPanel } from './app-info-panel';
import { AreaCodesPanel } from './area-codes-panel';
import { ExchangeRatesPanel } from './exchange-rates-panel';
import { LanguagesPanel } from './languages-panel';
import { MenusPanel } from './menus-panel';
import { TranslationsPanel } from './translations-panel';
import { VersionNoticesPanel } from './version-notices-panel';

const TABS = [
  'appInfo',
  'languages',
  'translations',
  'menus',
  'areaCodes',
  'exchangeRates',
  'versionNotices',
] as const;
type SystemTab = (typeof TABS)[number];

/** Radix mounts only the open tab's panel, so each loads when first opened. */
const PANELS: Record<SystemTab, ReactNode> = {
  appInfo: <AppInfoPanel />,
  languages: <LanguagesPanel />,
  translations: <TranslationsPanel />,
  menus: <MenusPanel />,
  areaCodes: <AreaCodesPanel />,
  exchangeRates: <ExchangeRatesPanel />,
  versionNotices: <VersionNoticesPanel />,
};

/** System settings: what the app API's reference reads serve (app info, languages, strings, menus, area codes, rates) and version notices. */
export function SystemScreen() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.system')} />
      <SectionTabs
        label={t('system.sections')}
        order={TABS}
        panels={PANELS}
        titleOf={(name) => t(`system.tabs.${name}`)}
      />
    </>
  );
}
