import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { ForumQueuePanel } from './forum-queue-panel';

/**
 * Forum moderation (issue 21 §4): opened with forum.read; approving, rejecting, hiding, restoring and pinning need
 * forum.moderate (the server checks again, audits every decision and closes the item's open reports).
 */
export function ForumScreen() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.forum')} />
      <ForumQueuePanel />
    </>
  );
}
