import { useTranslation } from 'react-i18next';
import type { ReviewActionKind } from './review-action-dialog';
import { Button } from '@exchange/ui/button';

/** A review drawer's footer: Reject and Approve, each opening its confirm dialog. */
export function ReviewDecisionButtons({ onAction }: { onAction: (kind: ReviewActionKind) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="danger" onClick={() => onAction('reject')}>
        {t('actions.reject')}
      </Button>
      <Button onClick={() => onAction('approve')}>{t('actions.approve')}</Button>
    </>
  );
}
