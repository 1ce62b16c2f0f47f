/**
 * Popups (spec §8: info, success, error, warning; closing after 3 s). The toast library and its <Toaster>
 * (src/app/toaster.tsx) load when the first popup is asked for, not with the first screen; the message waits until
 * the Toaster is mounted, so none is lost.
 */
export type NotifyKind = 'success' | 'error' | 'warning' | 'info';

let markMounted: () => void = () => undefined;
const toasterMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

let isToasterWanted = false;
const toasterListeners = new Set<() => void>();

/** For useSyncExternalStore: whether a popup has been asked for (the providers then mount the Toaster). */
export const toasterDemand = {
  subscribe(listener: () => void): () => void {
    toasterListeners.add(listener);
    return () => toasterListeners.delete(listener);
  },
  isWanted: (): boolean => isToasterWanted,
};

/** Called by the Toaster once it is mounted. */
export function markToasterMounted(): void {
  markMounted();
}

function show(kind: NotifyKind, message: string): void {
  if (!isToasterWanted) {
    isToasterWanted = true;
    for (const listener of toasterListeners) listener();
  }
  void toasterMounted
    .then(() => import('sonner'))
    .then(({ toast }) => {
      toast[kind](message);
    });
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  warning: (message: string) => show('warning', message),
  info: (message: string) => show('info', message),
};
