import { useTranslation } from 'react-i18next';
import { RealNameStatus } from '@exchange/contracts/enums';
import { Badge } from '@exchange/ui/badge';
import type { BadgeTone } from '@exchange/ui/badge';

const statusView: Record<number, { key: 'none' | 'underReview' | 'verified' | 'rejected'; tone: BadgeTone }> =
  {
    [RealNameStatus.none]: { key: 'none', tone: 'neutral' },
    [RealNameStatus.underReview]: { key: 'underReview', tone: 'warning' },
    [RealNameStatus.verified]: { key: 'verified', tone: 'success' },
    [RealNameStatus.rejected]: { key: 'rejected', tone: 'danger' },
  };

/** Real-name status: 0 not verified, 1 under review, 2 verified, -1 rejected. Unknown values read as "not verified". */
export function RealNameStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const view = statusView[status] ?? { key: 'none', tone: 'neutral' };
  return <Badge tone={view.tone}>{t(`mine.realNameStatus.${view.key}`)}</Badge>;
}
