/**
 * Whole seconds left until `expiresAtMs` at `nowMs`, rounded up (a contract with 0.2 s left shows 1 s, never 0 while
 * it is still open); 0 once expired. Computed from the clock every time, so a late timer never makes it drift.
 */
export function secondsLeft(expiresAtMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((expiresAtMs - nowMs) / 1_000));
}

/** `m:ss` (`0:45`, `4:05`), or `h:mm:ss` past an hour. */
export function formatCountdown(seconds: number): string {
  const hours = Math.floor(seconds / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** The share of the period already gone, 0 to 1 (the countdown's progress bar). */
export function elapsedShare(openedAtMs: number, expiresAtMs: number, nowMs: number): number {
  const period = expiresAtMs - openedAtMs;
  if (period <= 0) return 1;
  return Math.min(1, Math.max(0, (nowMs - openedAtMs) / period));
}
