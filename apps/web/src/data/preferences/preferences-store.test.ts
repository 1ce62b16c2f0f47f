import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE as CONTRACT_DEFAULT_TIME_ZONE } from '@exchange/contracts/reference/time-zones';
import { DEFAULT_PREFERENCES, PREFERENCES_STORAGE_KEY, usePreferencesStore } from './preferences-store';

describe('preferences store', () => {
  it('starts from the spec defaults', () => {
    expect(DEFAULT_PREFERENCES).toEqual({
      displayCurrency: { exchange: 'USDT', price: '1', sign: '$', position: 0, priceAccuracy: 2 },
      language: 'en',
      theme: 'light',
      upDownColor: 'upGreen',
      timeZone: 'Europe/London',
      showAmounts: true,
    });
    expect(DEFAULT_PREFERENCES.timeZone).toBe(CONTRACT_DEFAULT_TIME_ZONE);
  });

  it('persists under the "preferences" key', () => {
    usePreferencesStore.getState().setTheme('dark');
    usePreferencesStore.getState().setLanguage('ar');
    const stored = JSON.parse(window.localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? '{}') as {
      state: Record<string, unknown>;
    };
    expect(stored.state).toMatchObject({ theme: 'dark', language: 'ar', upDownColor: 'upGreen' });
  });

  it('ignores stored values of the wrong shape, field by field', async () => {
    window.localStorage.setItem(
      PREFERENCES_STORAGE_KEY,
      JSON.stringify({
        state: { theme: 'purple', upDownColor: 'upRed', displayCurrency: { exchange: 1 } },
        version: 1,
      }),
    );
    await usePreferencesStore.persist.rehydrate();
    const state = usePreferencesStore.getState();
    expect(state.theme).toBe('light');
    expect(state.upDownColor).toBe('upRed');
    expect(state.displayCurrency.exchange).toBe('USDT');
  });

  it('refreshes the display currency from the server list and falls back to USDT when it is gone', () => {
    const eur = { exchange: 'EUR', price: '0.86', sign: '€', position: 0, priceAccuracy: 2 };
    const usdt = { exchange: 'USDT', price: '1', sign: '$', position: 0, priceAccuracy: 2 };
    usePreferencesStore.getState().setDisplayCurrency(eur);
    usePreferencesStore.getState().syncDisplayCurrency([usdt, { ...eur, price: '0.9' }]);
    expect(usePreferencesStore.getState().displayCurrency.price).toBe('0.9');
    usePreferencesStore.getState().syncDisplayCurrency([usdt]);
    expect(usePreferencesStore.getState().displayCurrency).toEqual(usdt);
  });
});
