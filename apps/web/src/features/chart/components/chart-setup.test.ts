import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IndicatorCreateTooltipDataSourceParams } from 'klinecharts';
import { initialBarSpace, tooltipSourceFor, withPixelRatioSizing } from './chart-setup';

afterEach(() => vi.unstubAllGlobals());

/** A ResizeObserver that reports one entry with a device-pixel box when observed, like Chromium's. */
class ReportingObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    const size = [{ inlineSize: 100, blockSize: 50 }];
    const entry = {
      target,
      contentRect: {} as DOMRectReadOnly,
      borderBoxSize: size,
      contentBoxSize: size,
      devicePixelContentBoxSize: size,
    } as unknown as ResizeObserverEntry;
    this.callback([entry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

describe('chart set-up', () => {
  it('hides the device-pixel box from observers created while the chart is built, and only then', () => {
    vi.stubGlobal('ResizeObserver', ReportingObserver);
    const seen: unknown[] = [];
    const record: ResizeObserverCallback = (entries) =>
      seen.push(entries[0]?.devicePixelContentBoxSize?.[0] ?? 'none');
    const result = withPixelRatioSizing(() => {
      new ResizeObserver(record).observe(document.body);
      return 'built';
    });
    expect(result).toBe('built');
    new ResizeObserver(record).observe(document.body);
    expect(seen).toEqual(['none', { inlineSize: 100, blockSize: 50 }]);
    expect(window.ResizeObserver).toBe(ReportingObserver);
  });

  it('restores the observer when building fails', () => {
    vi.stubGlobal('ResizeObserver', ReportingObserver);
    expect(() =>
      withPixelRatioSizing(() => {
        throw new Error('no canvas');
      }),
    ).toThrow('no canvas');
    expect(window.ResizeObserver).toBe(ReportingObserver);
  });

  it("keeps indicator values off the candles, and a sub pane's values until the crosshair shows", () => {
    const at = (paneId?: string) =>
      ({ crosshair: { paneId } }) as unknown as IndicatorCreateTooltipDataSourceParams<unknown>;
    const main = tooltipSourceFor('candle_pane', 'candle_pane').createTooltipDataSource;
    expect(main?.(at('candle_pane'))).toEqual({ name: '', calcParamsText: '', legends: [], features: [] });
    const sub = tooltipSourceFor('pane_VOL', 'candle_pane').createTooltipDataSource;
    expect(sub?.(at())).toEqual({ legends: [] });
    expect(sub?.(at('pane_VOL'))).toEqual({});
  });

  it('starts denser on a phone', () => {
    expect(initialBarSpace(360)).toBeLessThan(initialBarSpace(900));
  });
});
