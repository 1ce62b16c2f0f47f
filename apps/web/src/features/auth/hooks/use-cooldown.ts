import { useEffect, useState } from 'react';
import { useCodeCooldownStore } from '../stores/code-cooldown-store';

/** Whole seconds until `target` may receive another code; 0 when it may now. Ticks once a second. */
export function useCooldown(target: string): number {
  const cooldown = useCodeCooldownStore((state) => state.cooldowns[target]);
  const [nowMs, setNowMs] = useState(() => Date.now());
  const endsAtMs = cooldown?.endsAtMs ?? 0;
  useEffect(() => {
    if (endsAtMs <= Date.now()) return;
    const timer = window.setInterval(() => {
      const now = Date.now();
      setNowMs(now);
      if (now >= endsAtMs) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [endsAtMs]);
  if (!cooldown) return 0;
  // The clock read at the last tick may predate a cooldown that just started.
  const elapsedFromMs = Math.max(nowMs, cooldown.startedAtMs);
  return Math.max(0, Math.ceil((cooldown.endsAtMs - elapsedFromMs) / 1000));
}
