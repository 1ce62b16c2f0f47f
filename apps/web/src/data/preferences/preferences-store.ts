import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { ExchangeRate } from '@exchange/contracts/http/system/reference/reference-data';
import type { DEFAULT_TIME_ZONE as CONTRACT_DEFAULT_TIME_ZONE } from '@exchange/contracts/reference/time-zones';

/**
 * Device preferences of spec §1, persisted in localStorage under `preferences`; a logout keeps them. In the data layer
 * so that any feature may read them (display currency, up/down colours, time zone, theme); the preferences feature
 * owns the screens that change them and applies them to the document.
 */
export type Theme = 'light' | 'dark';
export type UpDownColor = 'upGreen' | 'upRed';

export const THEMES: readonly Theme[] = ['light', 'dark'];
export const UP_DOWN_COLORS: readonly UpDownColor[] = ['upGreen', 'upRed'];

export const DEFAULT_DISPLAY_CURRENCY: ExchangeRate = {
  exchange: 'USDT',
  price: '1',
  sign: '$',
  position: 0,
  priceAccuracy: 2,
};

export interface PreferenceValues {
  displayCurrency: ExchangeRate;
  language: string;
  theme: Theme;
  upDownColor: UpDownColor;
  /** IANA name of the chart time zone. */
  timeZone: string;
  showAmounts: boolean;
}

interface PreferenceActions {
  setDisplayCurrency: (currency: ExchangeRate) => void;
  setLanguage: (code: string) => void;
  setTheme: (theme: Theme) => void;
  setUpDownColor: (color: UpDownColor) => void;
  setTimeZone: (timeZone: string) => void;
  setShowAmounts: (isVisible: boolean) => void;
  /**
   * Refreshes the stored display currency from the server's list (rates move). Spec §4: when the stored currency is
   * no longer offered, the USDT (or USD) entry is used.
   */
  syncDisplayCurrency: (rates: readonly ExchangeRate[]) => void;
}

/** Spec §1 (typed by the contracts' reference data; a type-only import keeps zod out of the entry). */
export const DEFAULT_TIME_ZONE: typeof CONTRACT_DEFAULT_TIME_ZONE = 'Europe/London';

export const DEFAULT_PREFERENCES: PreferenceValues = {
  displayCurrency: DEFAULT_DISPLAY_CURRENCY,
  language: 'en',
  theme: 'light',
  upDownColor: 'upGreen',
  timeZone: DEFAULT_TIME_ZONE,
  showAmounts: true,
};

export const PREFERENCES_STORAGE_KEY = 'preferences';

export const usePreferencesStore = create<PreferenceValues & PreferenceActions>()(
  persist(
    (set) => ({
      ...DEFAULT_PREFERENCES,
      setDisplayCurrency: (displayCurrency) => set({ displayCurrency }),
      setLanguage: (language) => set({ language }),
      setTheme: (theme) => set({ theme }),
      setUpDownColor: (upDownColor) => set({ upDownColor }),
      setTimeZone: (timeZone) => set({ timeZone }),
      setShowAmounts: (showAmounts) => set({ showAmounts }),
      syncDisplayCurrency: (rates) =>
        set((state) => {
          const fresh =
            rates.find((rate) => rate.exchange === state.displayCurrency.exchange) ??
            rates.find((rate) => rate.exchange === 'USDT') ??
            rates.find((rate) => rate.exchange === 'USD') ??
            DEFAULT_DISPLAY_CURRENCY;
          return isSameRate(fresh, state.displayCurrency) ? state : { displayCurrency: fresh };
        }),
    }),
    {
      name: PREFERENCES_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ displayCurrency, language, theme, upDownColor, timeZone, showAmounts }) => ({
        displayCurrency,
        language,
        theme,
        upDownColor,
        timeZone,
        showAmounts,
      }),
      // A stored value of an unknown shape (older build, hand edits) falls back to the default field by field.
      merge: (persisted, current) => ({ ...current, ...sanitize(persisted) }),
    },
  ),
);

function sanitize(persisted: unknown): Partial<PreferenceValues> {
  if (typeof persisted !== 'object' || persisted === null) return {};
  const value = persisted as Partial<Record<keyof PreferenceValues, unknown>>;
  const result: Partial<PreferenceValues> = {};
  if (typeof value.language === 'string' && value.language) result.language = value.language;
  if (THEMES.includes(value.theme as Theme)) result.theme = value.theme as Theme;
  if (UP_DOWN_COLORS.includes(value.upDownColor as UpDownColor))
    result.upDownColor = value.upDownColor as UpDownColor;
  if (typeof value.timeZone === 'string' && value.timeZone) result.timeZone = value.timeZone;
  if (typeof value.showAmounts === 'boolean') result.showAmounts = value.showAmounts;
  if (isExchangeRate(value.displayCurrency)) result.displayCurrency = value.displayCurrency;
  return result;
}

function isSameRate(a: ExchangeRate, b: ExchangeRate): boolean {
  return (
    a.exchange === b.exchange &&
    a.price === b.price &&
    a.sign === b.sign &&
    a.position === b.position &&
    a.priceAccuracy === b.priceAccuracy
  );
}

function isExchangeRate(value: unknown): value is ExchangeRate {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.exchange === 'string' &&
    typeof entry.price === 'string' &&
    typeof entry.sign === 'string' &&
    typeof entry.position === 'number' &&
    typeof entry.priceAccuracy === 'number'
  );
}
