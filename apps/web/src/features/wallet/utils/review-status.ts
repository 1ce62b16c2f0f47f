import type { TFunction } from 'i18next';
import { ReviewStatus } from '@exchange/contracts/enums';
import type { ReviewStatusName } from '@/lib/review-status';

export const WITHDRAWAL_CANCELLABLE_STATUS = ReviewStatus.waitingForReview;
export const REVIEW_REJECTED_STATUS = ReviewStatus.rejected;

/** A review status in the order history's words (`orderHistory.status.*`, where waiting for review is `waiting`). */
export function orderStatusLabel(t: TFunction, name: ReviewStatusName): string {
  return t(`orderHistory.status.${name === 'waitingForReview' ? 'waiting' : name}`);
}
