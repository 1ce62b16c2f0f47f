import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The asset list's "hide zero balances" switch: a device preference like the others (kept across logouts). */
interface AssetFilterState {
  isHidingZero: boolean;
  setHidingZero: (isHidingZero: boolean) => void;
}

export const ASSET_FILTER_STORAGE_KEY = 'wallet_asset_filter';

export const useAssetFilterStore = create<AssetFilterState>()(
  persist(
    (set) => ({
      isHidingZero: false,
      setHidingZero: (isHidingZero) => set({ isHidingZero }),
    }),
    {
      name: ASSET_FILTER_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ isHidingZero }) => ({ isHidingZero }),
      merge: (persisted, current) => ({
        ...current,
        isHidingZero: (persisted as { isHidingZero?: unknown } | null)?.isHidingZero === true,
      }),
    },
  ),
);
