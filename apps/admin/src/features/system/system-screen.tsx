import { Tabs } from 'radix-ui';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
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
  const [tab, setTab] = useState<SystemTab>('appInfo');
  return (
    <>
      <PageHeader title={t('nav.system')} />
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as SystemTab)}>
        <Tabs.List
          aria-label={t('system.sections')}
          className="mb-4 flex gap-1 overflow-x-auto border-b border-border"
        >
          {TABS.map((name) => (
            <Tabs.Trigger
              key={name}
              value={name}
              className="border-b-2 border-transparent px-3 py-2 text-sm whitespace-nowrap text-muted hover:text-text focus-visible:outline-2 focus-visible:outline-brand data-[state=active]:border-brand data-[state=active]:font-semibold data-[state=active]:text-brand"
            >
              {t(`system.tabs.${name}`)}
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
