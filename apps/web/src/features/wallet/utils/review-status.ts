import type { BadgeTone } from '@/components/ui/badge';

/** Review status of deposits and withdrawals (spec §3) and how its chip looks. */
export type ReviewStatusName = 'waiting' | 'underReview' | 'completed' | 'rejected' | 'cancelled';

const BY_CODE: Readonly<Record<number, { name: ReviewStatusName; tone: BadgeTone }>> = {
  2: { name: 'waiting', tone: 'warning' },
  0: { name: 'underReview', tone: 'warning' },
  1: { name: 'completed', tone: 'success' },
  [-1]: { name: 'rejected', tone: 'danger' },
  [-2]: { name: 'cancelled', tone: 'neutral' },
};

export const WITHDRAWAL_CANCELLABLE_STATUS = 2;
export const REVIEW_REJECTED_STATUS = -1;

export function reviewStatusOf(code: number): { name: ReviewStatusName; tone: BadgeTone } {
  return BY_CODE[code] ?? { name: 'underReview', tone: 'neutral' };
}
