import { create } from 'zustand';
import type { ContractLiquidation } from '../utils/contract-types';

interface LiquidationNoticeState {
  /** The forced liquidation to tell the user about; null once they have read it. */
  notice: ContractLiquidation | null;
  show: (notice: ContractLiquidation) => void;
  dismiss: () => void;
}

/** A CONTRACT_LIQUIDATION push waits here until the user closes its dialog (a later one replaces it). */
export const useLiquidationNoticeStore = create<LiquidationNoticeState>()((set) => ({
  notice: null,
  show: (notice) => set({ notice }),
  dismiss: () => set({ notice: null }),
}));
