import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * The stock screen's device settings: the last stock opened (spec §4: the current stock defaults to the first listed
 * one when none is stored or the stored one is gone). Like the preferences, a logout keeps it.
 */
interface StockSettings {
  symbol: string | null;
  setSymbol: (symbol: string) => void;
}

export const STOCK_SETTINGS_STORAGE_KEY = 'stock-settings';
const TICKER_PATTERN = /^[A-Z0-9.]{1,20}$/;

/** A stored value of an unknown shape (older build, hand edits) is ignored. */
export function sanitizeStockSettings(persisted: unknown): { symbol?: string } {
  if (typeof persisted !== 'object' || persisted === null) return {};
  const symbol = (persisted as { symbol?: unknown }).symbol;
  return typeof symbol === 'string' && TICKER_PATTERN.test(symbol) ? { symbol } : {};
}

export const useStockSettingsStore = create<StockSettings>()(
  persist(
    (set) => ({
      symbol: null,
      setSymbol: (symbol) => set({ symbol }),
    }),
    {
      name: STOCK_SETTINGS_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ symbol }) => ({ symbol }),
      merge: (persisted, current) => ({ ...current, ...sanitizeStockSettings(persisted) }),
    },
  ),
);
