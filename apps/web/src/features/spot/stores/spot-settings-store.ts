import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * The spot ticket's device setting: the last pair opened (spec §4: the current coin defaults to the first listed one
 * when none is stored or the stored one is gone). It belongs to the device: a logout keeps it.
 */
interface SpotSettings {
  symbol: string | null;
  setSymbol: (symbol: string) => void;
}

export const SPOT_SETTINGS_STORAGE_KEY = 'spot-settings';

const SYMBOL_PATTERN = /^[A-Z0-9]{2,20}$/;

export const useSpotSettingsStore = create<SpotSettings>()(
  persist((set) => ({ symbol: null, setSymbol: (symbol) => set({ symbol }) }), {
    name: SPOT_SETTINGS_STORAGE_KEY,
    version: 1,
    storage: createJSONStorage(() => localStorage),
    partialize: ({ symbol }) => ({ symbol }),
    // A stored value of an unknown shape (older build, hand edits) is dropped.
    merge: (persisted, current) => {
      const symbol = (persisted as { symbol?: unknown } | null)?.symbol;
      return {
        ...current,
        symbol: typeof symbol === 'string' && SYMBOL_PATTERN.test(symbol) ? symbol : null,
      };
    },
  }),
);
