import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { FeedbackForm } from '@/features/content/components/feedback-form';
import { FeedbackHistory } from '@/features/content/components/feedback-history';

/** `/mine/helpFeedback`: send feedback with screenshots; the earlier ones with the support team's replies. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('content.feedback.title')} backTo={paths.mineHelpCenter.path}>
      <div className="flex flex-col gap-6 px-4 py-2 sm:px-0">
        <FeedbackForm />
        <FeedbackHistory />
      </div>
    </Page>
  );
}
