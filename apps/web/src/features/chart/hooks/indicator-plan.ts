/** The main pane of KLineChart (its `PaneIdConstants.CANDLE`). */
export const CANDLE_PANE_ID = 'candle_pane';

/** What the chart must create or remove so that exactly the wanted indicators are shown. */
export interface IndicatorSpec {
  id: string;
  name: string;
  paneId: string;
  /** Stacked on the candle pane (main indicators) rather than in its own pane. */
  isStacked: boolean;
}

/** Main indicators overlay the candles; each sub indicator gets a pane of its own, named after it. */
export function wantedIndicators(main: readonly string[], sub: readonly string[]): IndicatorSpec[] {
  return [
    ...main.map((name) => ({ id: `main_${name}`, name, paneId: CANDLE_PANE_ID, isStacked: true })),
    ...sub.map((name) => ({ id: `sub_${name}`, name, paneId: `pane_${name}`, isStacked: false })),
  ];
}

export function indicatorPlan(
  shownIds: readonly string[],
  wanted: readonly IndicatorSpec[],
): { create: IndicatorSpec[]; remove: string[] } {
  const wantedIds = new Set(wanted.map((spec) => spec.id));
  const shown = new Set(shownIds);
  return {
    create: wanted.filter((spec) => !shown.has(spec.id)),
    remove: shownIds.filter((id) => !wantedIds.has(id)),
  };
}
