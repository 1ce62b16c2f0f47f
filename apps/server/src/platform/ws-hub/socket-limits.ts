/** Limits on what one client may cost the data socket: frames per socket, sockets per address. */

/** Close code for a client that broke a limit (RFC 6455 §7.4.1: policy violation). */
export const POLICY_VIOLATION_CLOSE_CODE = 1008;
/** A socket may send this many times its per-second rate at once (a SUB and a language frame on open, a resubscribe). */
export const BURST_FACTOR = 3;
/** What a refused upgrade tells the client: a slot frees when one of the address's sockets closes, not on a timer. */
export const CONNECTION_RETRY_AFTER_SECONDS = 5;

/**
 * A token bucket on the injected clock: full at the start, one token per frame, refilled at `perSecond` up to
 * `capacity`. Fractional tokens carry over, so an even cadence just under the rate never runs dry.
 */
export class TokenBucket {
  private tokens: number;
  private refilledAtMs: number;

  constructor(
    private readonly perSecond: number,
    private readonly capacity: number,
    private readonly nowMs: () => number,
  ) {
    this.tokens = capacity;
    this.refilledAtMs = nowMs();
  }

  /** Spends one token; false when none is left (the frame is over the limit). */
  take(): boolean {
    const now = this.nowMs();
    // A clock set back (tests, a corrected wall clock) must not drain the bucket.
    const elapsedMs = Math.max(0, now - this.refilledAtMs);
    this.tokens = Math.min(this.capacity, this.tokens + (elapsedMs * this.perSecond) / 1000);
    this.refilledAtMs = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/**
 * Open data sockets per client address on this instance. `acquire` checks and counts in one synchronous step, so a
 * burst of upgrades cannot all pass the check while each waits for its token to be verified; the returned release
 * is idempotent, so every way a connection can end may call it.
 */
export class AddressConnectionLimit {
  private readonly openByAddress = new Map<string, number>();

  constructor(private readonly maxPerAddress: number) {}

  /** A release for the new slot, or null when the address already holds the maximum. */
  acquire(address: string): (() => void) | null {
    const open = this.openByAddress.get(address) ?? 0;
    if (open >= this.maxPerAddress) return null;
    this.openByAddress.set(address, open + 1);
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      const remaining = (this.openByAddress.get(address) ?? 1) - 1;
      if (remaining > 0) this.openByAddress.set(address, remaining);
      // Deleted at zero so the map holds only addresses with open sockets, not every address ever seen.
      else this.openByAddress.delete(address);
    };
  }

  /** Open sockets of `address` (tests and diagnostics). */
  openCount(address: string): number {
    return this.openByAddress.get(address) ?? 0;
  }
}
