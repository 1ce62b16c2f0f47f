import { create } from 'zustand';
import type { PositionTick } from '../utils/contract-types';
import type { TimedTick } from '../utils/live-position';

interface ContractLiveState {
  /** The newest CONTRACT_ACCOUNT valuation of each open position, by position id. */
  ticks: ReadonlyMap<number, TimedTick>;
  applyTicks: (positions: readonly PositionTick[], time: number) => void;
  clear: () => void;
}

/**
 * The last CONTRACT_ACCOUNT push's position values (the orderInfo of the same push goes into the account query). A
 * push lists every open position, so it replaces the map; an older push than the one kept is ignored.
 */
export const useContractLiveStore = create<ContractLiveState>()((set) => ({
  ticks: new Map(),
  applyTicks: (positions, time) =>
    set((state) => {
      const newest = Math.max(0, ...[...state.ticks.values()].map((kept) => kept.time));
      if (time < newest) return state;
      return { ticks: new Map(positions.map((tick) => [tick.id, { tick, time }])) };
    }),
  clear: () => set({ ticks: new Map() }),
}));
