import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Recent market searches of this device (not of an account: visitors search too), newest first. */
export const RECENT_SEARCHES_KEY = 'market_recent_searches';
export const MAX_RECENT_SEARCHES = 10;
const MAX_SEARCH_LENGTH = 20;

interface RecentSearchState {
  terms: string[];
  remember: (term: string) => void;
  clear: () => void;
}

export const useRecentSearchStore = create<RecentSearchState>()(
  persist(
    (set) => ({
      terms: [],
      remember: (term) =>
        set((state) => {
          const cleaned = term.trim().slice(0, MAX_SEARCH_LENGTH);
          if (!cleaned) return state;
          const others = state.terms.filter((entry) => entry.toLowerCase() !== cleaned.toLowerCase());
          return { terms: [cleaned, ...others].slice(0, MAX_RECENT_SEARCHES) };
        }),
      clear: () => set({ terms: [] }),
    }),
    {
      name: RECENT_SEARCHES_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ terms }) => ({ terms }),
      // Anything but a list of strings (older build, hand edits) starts the history afresh.
      merge: (persisted, current) => {
        const terms = (persisted as { terms?: unknown } | null)?.terms;
        const isValid = Array.isArray(terms) && terms.every((term) => typeof term === 'string');
        return { ...current, terms: isValid ? (terms as string[]).slice(0, MAX_RECENT_SEARCHES) : [] };
      },
    },
  ),
);
