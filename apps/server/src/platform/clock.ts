/** Injected so tests control time (CONVENTIONS.md 7). */
export interface Clock {
  nowMs(): number;
}
export const systemClock: Clock = { nowMs: () => Date.now() };

export class ManualClock implements Clock {
  constructor(private currentMs = Date.UTC(2026, 0, 1)) {}
  nowMs() {
    return this.currentMs;
  }
  advance(milliseconds: number) {
    this.currentMs += milliseconds;
  }
}
