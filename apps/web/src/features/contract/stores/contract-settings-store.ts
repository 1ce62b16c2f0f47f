import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { MarginMode } from '@exchange/contracts/enums';
import type { AmountMode, MarginModeValue } from '../utils/order-ticket';

/**
 * The contract screens' device settings: the last perpetual opened (spec §4: the current contract defaults to the
 * first listed one when none is stored or the stored one is gone), how amounts are entered, and the margin mode and
 * leverage a new position starts with. Like the preferences they belong to the device: a logout keeps them.
 */
export interface ContractSettings {
  symbol: string | null;
  amountMode: AmountMode;
  marginMode: MarginModeValue;
  leverage: number;
}

interface ContractSettingsActions {
  setSymbol: (symbol: string) => void;
  setAmountMode: (amountMode: AmountMode) => void;
  setMarginMode: (marginMode: MarginModeValue) => void;
  setLeverage: (leverage: number) => void;
}

export const CONTRACT_SETTINGS_STORAGE_KEY = 'contract-settings';
export const DEFAULT_LEVERAGE = 10;

export const DEFAULT_CONTRACT_SETTINGS: ContractSettings = {
  symbol: null,
  amountMode: 'quantity',
  marginMode: MarginMode.full,
  leverage: DEFAULT_LEVERAGE,
};

export const useContractSettingsStore = create<ContractSettings & ContractSettingsActions>()(
  persist(
    (set) => ({
      ...DEFAULT_CONTRACT_SETTINGS,
      setSymbol: (symbol) => set({ symbol }),
      setAmountMode: (amountMode) => set({ amountMode }),
      setMarginMode: (marginMode) => set({ marginMode }),
      setLeverage: (leverage) => set({ leverage }),
    }),
    {
      name: CONTRACT_SETTINGS_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ symbol, amountMode, marginMode, leverage }) => ({
        symbol,
        amountMode,
        marginMode,
        leverage,
      }),
      merge: (persisted, current) => ({ ...current, ...sanitizeContractSettings(persisted) }),
    },
  ),
);

/** A stored value of an unknown shape (older build, hand edits) falls back to the default field by field. */
export function sanitizeContractSettings(persisted: unknown): Partial<ContractSettings> {
  if (typeof persisted !== 'object' || persisted === null) return {};
  const value = persisted as Partial<Record<keyof ContractSettings, unknown>>;
  const result: Partial<ContractSettings> = {};
  if (typeof value.symbol === 'string' && /^[A-Z0-9]{2,20}$/.test(value.symbol)) result.symbol = value.symbol;
  if (value.amountMode === 'quantity' || value.amountMode === 'margin') result.amountMode = value.amountMode;
  if (value.marginMode === MarginMode.full || value.marginMode === MarginMode.segmented)
    result.marginMode = value.marginMode;
  if (typeof value.leverage === 'number' && Number.isInteger(value.leverage) && value.leverage >= 1)
    result.leverage = value.leverage;
  return result;
}
