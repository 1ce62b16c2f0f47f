import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_KLINE_INTERVAL, isKlineInterval } from '@exchange/domain/market/kline-intervals';
import type { KlineInterval } from '@exchange/domain/market/kline-intervals';

/**
 * The chart's device settings: the last interval (spec §7: default 30) and the indicators shown. Persisted in
 * localStorage under `chart-settings`; like the preferences they belong to the device, so a logout keeps them.
 */
export const MAIN_INDICATORS = ['MA', 'EMA', 'BOLL'] as const;
export const SUB_INDICATORS = ['VOL', 'MACD', 'KDJ', 'RSI'] as const;
export type MainIndicator = (typeof MAIN_INDICATORS)[number];
export type SubIndicator = (typeof SUB_INDICATORS)[number];

export interface ChartSettings {
  interval: KlineInterval;
  mainIndicators: MainIndicator[];
  subIndicators: SubIndicator[];
}

interface ChartSettingsActions {
  setInterval: (interval: KlineInterval) => void;
  toggleMainIndicator: (name: MainIndicator) => void;
  toggleSubIndicator: (name: SubIndicator) => void;
}

export const CHART_SETTINGS_STORAGE_KEY = 'chart-settings';

export const DEFAULT_CHART_SETTINGS: ChartSettings = {
  interval: DEFAULT_KLINE_INTERVAL,
  mainIndicators: ['MA'],
  subIndicators: ['VOL'],
};

/** Adds or removes `name`, keeping the order of `all` so the panes do not shuffle as indicators come and go. */
function toggled<T extends string>(all: readonly T[], current: readonly T[], name: T): T[] {
  const next = current.includes(name) ? current.filter((item) => item !== name) : [...current, name];
  return all.filter((item) => next.includes(item));
}

export const useChartSettingsStore = create<ChartSettings & ChartSettingsActions>()(
  persist(
    (set) => ({
      ...DEFAULT_CHART_SETTINGS,
      setInterval: (interval) => set({ interval }),
      toggleMainIndicator: (name) =>
        set((state) => ({ mainIndicators: toggled(MAIN_INDICATORS, state.mainIndicators, name) })),
      toggleSubIndicator: (name) =>
        set((state) => ({ subIndicators: toggled(SUB_INDICATORS, state.subIndicators, name) })),
    }),
    {
      name: CHART_SETTINGS_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ interval, mainIndicators, subIndicators }) => ({
        interval,
        mainIndicators,
        subIndicators,
      }),
      // A stored value of an unknown shape (older build, hand edits) falls back to the default field by field.
      merge: (persisted, current) => ({ ...current, ...sanitizeChartSettings(persisted) }),
    },
  ),
);

export function sanitizeChartSettings(persisted: unknown): Partial<ChartSettings> {
  if (typeof persisted !== 'object' || persisted === null) return {};
  const value = persisted as Partial<Record<keyof ChartSettings, unknown>>;
  const result: Partial<ChartSettings> = {};
  if (isKlineInterval(value.interval)) result.interval = value.interval;
  if (Array.isArray(value.mainIndicators))
    result.mainIndicators = MAIN_INDICATORS.filter((name) =>
      (value.mainIndicators as unknown[]).includes(name),
    );
  if (Array.isArray(value.subIndicators))
    result.subIndicators = SUB_INDICATORS.filter((name) => (value.subIndicators as unknown[]).includes(name));
  return result;
}
