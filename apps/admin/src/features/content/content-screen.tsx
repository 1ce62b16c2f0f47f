import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { ArticlesPanel } from './articles-panel';
import { DocumentsPanel } from './documents-panel';
import { FeedbackPanel } from './feedback-panel';
import { HelpCategoriesPanel } from './help-categories-panel';
import { SlidesPanel } from './slides-panel';

const TABS = ['articles', 'helpCategories', 'documents', 'slides', 'feedback'] as const;
type ContentTab = (typeof TABS)[number];

const PANELS: Record<ContentTab, () => React.JSX.Element> = {
  articles: ArticlesPanel,
  helpCategories: HelpCategoriesPanel,
  documents: DocumentsPanel,
  slides: SlidesPanel,
  feedback: FeedbackPanel,
};

/**
 * The content editor (issue 21 §4): news, announcements, help articles and lessons; help categories; documents;
 * the home banners; members' feedback. Opened with content.read (the auditor reads); every change needs
 * content.write (the content role), and the server checks again. Radix mounts only the open tab, so each loads
 * when first opened.
 */
export function ContentScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<ContentTab>('articles');
  return (
    <>
      <PageHeader title={t('nav.content')} />
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as ContentTab)}>
        <Tabs.List
          aria-label={t('content.sections')}
          className="mb-4 flex gap-1 overflow-x-auto border-b border-border"
        >
          {TABS.map((name) => (
            <Tabs.Trigger
              key={name}
              value={name}
              className="border-b-2 border-transparent px-3 py-2 text-sm whitespace-nowrap text-muted hover:text-text focus-visible:outline-2 focus-visible:outline-brand data-[state=active]:border-brand data-[state=active]:font-semibold data-[state=active]:text-brand"
            >
              {t(`content.tabs.${name}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map((name) => {
          const Panel = PANELS[name];
          return (
            <Tabs.Content key={name} value={name} className="focus-visible:outline-none">
              <Panel />
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </>
  );
}
