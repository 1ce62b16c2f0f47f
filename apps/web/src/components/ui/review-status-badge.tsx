import { reviewStatusName } from '@/lib/review-status';
import type { ReviewStatusName } from '@/lib/review-status';
import { Badge } from '@exchange/ui/badge';
import type { BadgeTone } from '@exchange/ui/badge';

const TONES: Readonly<Record<ReviewStatusName, BadgeTone>> = {
  waitingForReview: 'warning',
  underReview: 'warning',
  completed: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
};

/**
 * The review status of a deposit or withdrawal (spec §3) as a coloured chip. The words are the caller's: a
 * completed deposit reads "Credited" on its own page and "Completed" in the order history.
 */
export function ReviewStatusBadge({
  status,
  labelOf,
}: {
  status: number;
  labelOf: (name: ReviewStatusName) => string;
}) {
  const name = reviewStatusName(status);
  return <Badge tone={TONES[name]}>{labelOf(name)}</Badge>;
}
