/** Runs `action` at most once per `intervalMs`: the first call at once, later ones folded into one at the end. */
export function throttle(action: () => void, intervalMs: number) {
  let lastRunAt = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    lastRunAt = Date.now();
    timer = undefined;
    action();
  };
  return {
    call: () => {
      if (timer !== undefined) return;
      const waitMs = lastRunAt + intervalMs - Date.now();
      if (waitMs <= 0) run();
      else timer = setTimeout(run, waitMs);
    },
    cancel: () => clearTimeout(timer),
  };
}
