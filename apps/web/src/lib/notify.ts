/**
 * Popups (spec §8: info, success, error, warning; closing after 3 s). The toast library loads after the first
 * paint, together with its <Toaster> (src/app/toaster.tsx); a message asked for earlier waits until the Toaster is
 * mounted, so none is lost.
 */
export type NotifyKind = 'success' | 'error' | 'warning' | 'info';

let markMounted: () => void = () => undefined;
const toasterMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Called by the Toaster once it is mounted. */
export function markToasterMounted(): void {
  markMounted();
}

function show(kind: NotifyKind, message: string): void {
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
