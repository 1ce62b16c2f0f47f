import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { reviewStatusOf } from '../utils/review-status';

/** The review status of a deposit or withdrawal as a coloured chip (spec §3). */
export function ReviewStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const { name, tone } = reviewStatusOf(status);
  return <Badge tone={tone}>{t(`orderHistory.status.${name}`)}</Badge>;
}
