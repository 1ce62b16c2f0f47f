import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { REVIEW_STATUS_TONES, reviewStatusName } from '../utils/review-status';

/** The review status of a deposit or withdrawal (spec §3), in words and colour. */
export function ReviewStatusBadge({ status, kind }: { status: number; kind: 'deposit' | 'withdraw' }) {
  const { t } = useTranslation();
  const name = reviewStatusName(status);
  return (
    <Badge tone={REVIEW_STATUS_TONES[name]}>
      {kind === 'deposit' ? t(`deposit.status.${name}`) : t(`withdraw.status.${name}`)}
    </Badge>
  );
}
