import { ReviewStatus } from '@exchange/contracts/enums';
import type { BadgeTone } from '@/components/ui/badge';

/** How often an order waiting for staff is fetched again (its page shows the review as soon as it happens). */
export const ORDER_POLL_INTERVAL_MS = 5_000;

export type ReviewStatusName = keyof typeof ReviewStatus;

/** Staff have not finished with it yet: waiting for review (2) or under review (0). */
export function isAwaitingReview(status: number): boolean {
  return status === ReviewStatus.waitingForReview || status === ReviewStatus.underReview;
}

export function reviewStatusName(status: number): ReviewStatusName {
  const entry = Object.entries(ReviewStatus).find(([, value]) => value === status);
  return entry ? (entry[0] as ReviewStatusName) : 'waitingForReview';
}

export const REVIEW_STATUS_TONES: Record<ReviewStatusName, BadgeTone> = {
  waitingForReview: 'warning',
  underReview: 'warning',
  completed: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
};
