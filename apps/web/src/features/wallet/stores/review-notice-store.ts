import { create } from 'zustand';
import type { ReviewNotice } from '@exchange/contracts/ws/data-socket';

export type { ReviewNotice };

/**
 * The rejected withdrawal whose "Withdrawal review not passed" modal is showing (spec §8). A newer rejection
 * replaces an older one still on screen; closing the modal clears it.
 */
interface ReviewNoticeState {
  rejectedWithdrawal: ReviewNotice | null;
  showRejectedWithdrawal: (notice: ReviewNotice) => void;
  dismiss: () => void;
}

export const useReviewNoticeStore = create<ReviewNoticeState>()((set) => ({
  rejectedWithdrawal: null,
  showRejectedWithdrawal: (notice) => set({ rejectedWithdrawal: notice }),
  dismiss: () => set({ rejectedWithdrawal: null }),
}));
