import { create } from 'zustand';

export interface VersionNotice {
  id: number;
  updateType: number;
  version: string;
}

/** The version notice whose update prompt is showing (spec §4 updateType 1); a newer one replaces it. */
interface VersionNoticeState {
  prompt: VersionNotice | null;
  showPrompt: (notice: VersionNotice) => void;
  dismiss: () => void;
}

export const useVersionNoticeStore = create<VersionNoticeState>()((set) => ({
  prompt: null,
  showPrompt: (notice) => set({ prompt: notice }),
  dismiss: () => set({ prompt: null }),
}));
