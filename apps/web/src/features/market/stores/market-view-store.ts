import { create } from 'zustand';
import { MarketTab } from '@exchange/contracts/enums';
import type { MarketSort } from '../api/list-market-page';
import type { FavouriteCategory } from '../api/list-favourite-page';

/** The market tabs of spec §3: coin 1, contract 2, stock 3, favourites 4, fast contract 5, IEO 6, heatmap 7. */
export type MarketTabValue = (typeof MarketTab)[keyof typeof MarketTab];

/** A list's own filter and order; each screen keeps its own (the market tab, /stock, the desktop pane). */
export interface ListView {
  plate: string;
  sort: MarketSort | null;
}

const EMPTY_VIEW: ListView = { plate: '', sort: null };

interface MarketViewState {
  tab: MarketTabValue;
  favouriteCategory: FavouriteCategory;
  heatmapType: number;
  views: Readonly<Record<string, ListView>>;
  setTab: (tab: MarketTabValue) => void;
  setFavouriteCategory: (category: FavouriteCategory) => void;
  setHeatmapType: (type: number) => void;
  setView: (viewId: string, view: Partial<ListView>) => void;
}

/**
 * What the market screens were showing, kept for the visit: coming back from a chart restores the tab, the chip
 * and the order the user chose. Not persisted: a new visit starts on the first tab.
 */
export const useMarketViewStore = create<MarketViewState>()((set) => ({
  tab: MarketTab.coin,
  favouriteCategory: 1,
  heatmapType: 1,
  views: {},
  setTab: (tab) => set({ tab }),
  setFavouriteCategory: (favouriteCategory) => set({ favouriteCategory }),
  setHeatmapType: (heatmapType) => set({ heatmapType }),
  setView: (viewId, view) =>
    set((state) => ({
      views: { ...state.views, [viewId]: { ...(state.views[viewId] ?? EMPTY_VIEW), ...view } },
    })),
}));

/** The filter and order of one list, by a key of the screen and instrument type (`market:1`, `stock:3`). */
export function useListView(viewId: string): [ListView, (view: Partial<ListView>) => void] {
  const view = useMarketViewStore((state) => state.views[viewId] ?? EMPTY_VIEW);
  const setView = useMarketViewStore((state) => state.setView);
  return [view, (next) => setView(viewId, next)];
}
