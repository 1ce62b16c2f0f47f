import { readFileSync } from 'node:fs';
import { ManualClock } from '../../src/platform/clock';
import type { BinanceLogger, Timers } from '../../src/engines/price-feed/binance-source';
import type { SourceEvent } from '../../src/engines/price-feed/price-source';

/** Recorded frames as wire text: object frames are serialised, string frames are sent verbatim. */
export function loadFrames(): string[] {
  const fixture = JSON.parse(
    readFileSync(new URL('./fixtures/binance-frames.json', import.meta.url), 'utf8'),
  ) as {
    frames: unknown[];
  };
  return fixture.frames.map((frame) => (typeof frame === 'string' ? frame : JSON.stringify(frame)));
}

const MAX_TIMERS_PER_ADVANCE = 10_000;

/**
 * Timers on a `ManualClock`: nothing fires until `advance`, which moves time to each due timer in order. Like
 * `setTimeout`, due times are on a monotonic count of their own, so a test may also step the wall clock alone.
 * Socket I/O stays real; only the source's notion of time is in the test's hands.
 */
export class ManualTimers implements Timers {
  private pending: { id: number; dueAtMs: number; callback: () => void }[] = [];
  private nextId = 0;
  private monotonicMs = 0;
  constructor(readonly clock: ManualClock = new ManualClock()) {}

  setTimer(callback: () => void, delayMs: number) {
    const timer = { id: this.nextId++, dueAtMs: this.monotonicMs + delayMs, callback };
    this.pending.push(timer);
    return () => {
      this.pending = this.pending.filter((candidate) => candidate !== timer);
    };
  }

  advance(milliseconds: number) {
    const targetMs = this.monotonicMs + milliseconds;
    // A timer that re-arms itself at zero delay would spin forever; fail the test instead of hanging the worker.
    for (let fired = 0; ; fired += 1) {
      if (fired >= MAX_TIMERS_PER_ADVANCE) {
        throw new Error(`more than ${MAX_TIMERS_PER_ADVANCE} timers in one advance`);
      }
      const due = this.pending
        .filter((timer) => timer.dueAtMs <= targetMs)
        .sort((left, right) => left.dueAtMs - right.dueAtMs || left.id - right.id)[0];
      if (!due) break;
      this.pending = this.pending.filter((timer) => timer !== due);
      this.moveTo(due.dueAtMs);
      due.callback();
    }
    this.moveTo(targetMs);
  }

  get pendingCount() {
    return this.pending.length;
  }

  private moveTo(monotonicMs: number) {
    this.clock.advance(monotonicMs - this.monotonicMs);
    this.monotonicMs = monotonicMs;
  }
}

/** Collects events; `waitFor` resolves on the first match at or after `fromIndex`, already received or not. */
export class EventLog {
  readonly events: SourceEvent[] = [];
  private waiters: { fromIndex: number; matches: (event: SourceEvent) => boolean; resolve: () => void }[] =
    [];

  readonly push = (event: SourceEvent) => {
    this.events.push(event);
    const index = this.events.length - 1;
    this.waiters = this.waiters.filter((waiter) => {
      if (index < waiter.fromIndex || !waiter.matches(event)) return true;
      waiter.resolve();
      return false;
    });
  };

  of<Kind extends SourceEvent['kind']>(kind: Kind) {
    return this.events.filter((event): event is Extract<SourceEvent, { kind: Kind }> => event.kind === kind);
  }

  connectionStates() {
    return this.of('connection').map((event) => `${event.state}:${event.attempt}`);
  }

  /** Fails fast (not at the test timeout) with what did arrive, so a broken run says why. */
  waitFor(matches: (event: SourceEvent) => boolean, fromIndex = 0, timeoutMs = 2_000): Promise<void> {
    if (this.events.slice(fromIndex).some(matches)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const seen = this.events.map((event) => event.kind).join(', ');
        reject(new Error(`event not seen within ${timeoutMs} ms; seen: ${seen}`));
      }, timeoutMs);
      this.waiters.push({
        fromIndex,
        matches,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  waitForConnection(state: 'connecting' | 'open' | 'closed', attempt: number) {
    return this.waitFor(
      (event) => event.kind === 'connection' && event.state === state && event.attempt === attempt,
    );
  }
}

export class RecordingLogger implements BinanceLogger {
  readonly warnings: { details: object; message: string }[] = [];
  readonly debugs: { details: object; message: string }[] = [];
  warn(details: object, message: string) {
    this.warnings.push({ details, message });
  }
  debug(details: object, message: string) {
    this.debugs.push({ details, message });
  }
  messages() {
    return this.warnings.map((warning) => warning.message);
  }
}
