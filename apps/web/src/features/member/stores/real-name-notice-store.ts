import { create } from 'zustand';

/**
 * The rejected real-name submission whose "Real name rejected" modal is showing (spec §8), with staff's remark.
 * A newer rejection replaces one still on screen; closing the modal clears it.
 */
interface RealNameNoticeState {
  rejection: { remark: string | null } | null;
  showRejection: (remark: string | null) => void;
  dismiss: () => void;
}

export const useRealNameNoticeStore = create<RealNameNoticeState>()((set) => ({
  rejection: null,
  showRejection: (remark) => set({ rejection: { remark } }),
  dismiss: () => set({ rejection: null }),
}));
