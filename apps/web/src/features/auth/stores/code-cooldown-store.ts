import { create } from 'zustand';

/**
 * When each code target (an e-mail, a phone number, "own contact") may receive another code. Kept per target
 * and outside the forms so the countdown survives a trip to the area-code picker.
 */
export interface Cooldown {
  startedAtMs: number;
  endsAtMs: number;
}

interface CooldownState {
  cooldowns: Record<string, Cooldown>;
  startCooldown: (target: string, seconds: number) => void;
}

export const useCodeCooldownStore = create<CooldownState>()((set) => ({
  cooldowns: {},
  startCooldown: (target, seconds) =>
    set((state) => {
      const startedAtMs = Date.now();
      return {
        cooldowns: { ...state.cooldowns, [target]: { startedAtMs, endsAtMs: startedAtMs + seconds * 1000 } },
      };
    }),
}));
