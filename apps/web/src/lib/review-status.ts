import { ReviewStatus } from '@exchange/contracts/enums';

/** The review status of a deposit or withdrawal (spec §3), by its name in the contract. */
export type ReviewStatusName = keyof typeof ReviewStatus;

export function reviewStatusName(status: number): ReviewStatusName {
  const entry = Object.entries(ReviewStatus).find(([, value]) => value === status);
  return entry ? (entry[0] as ReviewStatusName) : 'waitingForReview';
}

/** Staff have not finished with it yet: waiting for review (2) or under review (0). */
export function isAwaitingReview(status: number): boolean {
  return status === ReviewStatus.waitingForReview || status === ReviewStatus.underReview;
}
