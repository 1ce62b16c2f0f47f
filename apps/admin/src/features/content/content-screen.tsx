import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { SectionTabs } from '@/components/ui/section-tabs';
import { ArticlesPanel } from './articles-panel';
import { DocumentsPanel } from './documents-panel';
import { FeedbackPanel } from './feedback-panel';
import { HelpCategoriesPanel } from './help-categories-panel';
import { SlidesPanel } from './slides-panel';

const TABS = ['articles', 'helpCategories', 'documents', 'slides', 'feedback'] as const;
type ContentTab = (typeof TABS)[number];

const PANELS: Record<ContentTab, ReactNode> = {
  articles: <ArticlesPanel />,
  helpCategories: <HelpCategoriesPanel />,
  documents: <DocumentsPanel />,
  slides: <SlidesPanel />,
  feedback: <FeedbackPanel />,
};

/**
 * The content editor (issue 21 §4): news, announcements, help articles and lessons; help categories; documents;
 * the home banners; members' feedback. Opened with content.read (the auditor reads); every change needs
 * content.write (the content role), and the server checks again. Radix mounts only the open tab, so each loads
 * when first opened.
 */
export function ContentScreen() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.content')} />
      <SectionTabs
        label={t('content.sections')}
        order={TABS}
        panels={PANELS}
        titleOf={(name) => t(`content.tabs.${name}`)}
      />
    </>
  );
}
