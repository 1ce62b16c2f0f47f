import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * The fast-contract screen's device settings: the last instrument opened (spec §4: the current fast contract defaults
 * to the first listed one when none is stored or the stored one is gone) and the last period chosen. Like the
 * preferences they belong to the device: a logout keeps them.
 */
export interface FastSettings {
  symbol: string | null;
  periodSeconds: number | null;
}

interface FastSettingsActions {
  setSymbol: (symbol: string) => void;
  setPeriodSeconds: (periodSeconds: number) => void;
}

export const FAST_SETTINGS_STORAGE_KEY = 'fast-contract-settings';

/** A stored value of an unknown shape (older build, hand edits) falls back to the default field by field. */
export function sanitizeFastSettings(persisted: unknown): Partial<FastSettings> {
  if (typeof persisted !== 'object' || persisted === null) return {};
  const value = persisted as Partial<Record<keyof FastSettings, unknown>>;
  const result: Partial<FastSettings> = {};
  if (typeof value.symbol === 'string' && /^[A-Z0-9]{2,20}$/.test(value.symbol)) result.symbol = value.symbol;
  if (
    typeof value.periodSeconds === 'number' &&
    Number.isInteger(value.periodSeconds) &&
    value.periodSeconds > 0
  )
    result.periodSeconds = value.periodSeconds;
  return result;
}

export const useFastSettingsStore = create<FastSettings & FastSettingsActions>()(
  persist(
    (set) => ({
      symbol: null,
      periodSeconds: null,
      setSymbol: (symbol) => set({ symbol }),
      setPeriodSeconds: (periodSeconds) => set({ periodSeconds }),
    }),
    {
      name: FAST_SETTINGS_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ symbol, periodSeconds }) => ({ symbol, periodSeconds }),
      merge: (persisted, current) => ({ ...current, ...sanitizeFastSettings(persisted) }),
    },
  ),
);
