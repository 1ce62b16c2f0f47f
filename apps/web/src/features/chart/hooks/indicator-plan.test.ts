import { describe, expect, it } from 'vitest';
import { CANDLE_PANE_ID, indicatorPlan, wantedIndicators } from './indicator-plan';

describe('indicator plan', () => {
  it('puts main indicators on the candle pane and each sub indicator in its own pane', () => {
    expect(wantedIndicators(['MA'], ['VOL'])).toEqual([
      { id: 'main_MA', name: 'MA', paneId: CANDLE_PANE_ID, isStacked: true },
      { id: 'sub_VOL', name: 'VOL', paneId: 'pane_VOL', isStacked: false },
    ]);
  });

  it('creates what is missing and removes what is no longer wanted', () => {
    const plan = indicatorPlan(['main_MA', 'sub_VOL'], wantedIndicators(['MA', 'BOLL'], ['MACD']));
    expect(plan.create.map((spec) => spec.id)).toEqual(['main_BOLL', 'sub_MACD']);
    expect(plan.remove).toEqual(['sub_VOL']);
  });
});
