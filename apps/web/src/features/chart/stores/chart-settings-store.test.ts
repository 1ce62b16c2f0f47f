import { beforeEach, describe, expect, it } from 'vitest';
import {
  CHART_SETTINGS_STORAGE_KEY,
  DEFAULT_CHART_SETTINGS,
  sanitizeChartSettings,
  useChartSettingsStore,
} from './chart-settings-store';

const stored = () =>
  (JSON.parse(window.localStorage.getItem(CHART_SETTINGS_STORAGE_KEY) ?? '{}') as { state?: unknown }).state;

describe('chart settings', () => {
  beforeEach(() => useChartSettingsStore.setState(DEFAULT_CHART_SETTINGS));

  it('opens on 30 minutes with MA and VOL', () => {
    expect(DEFAULT_CHART_SETTINGS).toEqual({
      interval: '30',
      mainIndicators: ['MA'],
      subIndicators: ['VOL'],
    });
  });

  it('remembers the last interval on the device', () => {
    useChartSettingsStore.getState().setInterval('4H');
    expect(stored()).toMatchObject({ interval: '4H' });
  });

  it('toggles indicators in a fixed order', () => {
    const { toggleMainIndicator, toggleSubIndicator } = useChartSettingsStore.getState();
    toggleMainIndicator('BOLL');
    toggleMainIndicator('EMA');
    toggleMainIndicator('MA');
    toggleSubIndicator('RSI');
    toggleSubIndicator('MACD');
    expect(useChartSettingsStore.getState()).toMatchObject({
      mainIndicators: ['EMA', 'BOLL'],
      subIndicators: ['VOL', 'MACD', 'RSI'],
    });
    expect(stored()).toMatchObject({ mainIndicators: ['EMA', 'BOLL'] });
  });

  it('ignores stored values of the wrong shape, field by field', () => {
    expect(
      sanitizeChartSettings({ interval: '7', mainIndicators: ['EMA', 'SAR'], subIndicators: 'VOL' }),
    ).toEqual({
      mainIndicators: ['EMA'],
    });
    expect(sanitizeChartSettings(null)).toEqual({});
    expect(sanitizeChartSettings({ interval: '1D' })).toEqual({ interval: '1D' });
  });
});
