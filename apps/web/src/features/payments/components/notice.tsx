import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { WarningIcon } from './payment-icons';

/** A boxed message: `warning` for what loses money if ignored, `info` for guidance. */
export function Notice({ tone = 'info', children }: { tone?: 'info' | 'warning'; children: ReactNode }) {
  return (
    <div
      role={tone === 'warning' ? 'alert' : 'note'}
      className={clsx(
        'flex gap-2 rounded-xl p-3 text-sm',
        tone === 'warning' ? 'bg-warning/15 text-text' : 'bg-surface-sunken text-muted',
      )}
    >
      {tone === 'warning' ? <WarningIcon className="mt-0.5 shrink-0 text-warning" /> : null}
      <div className="flex flex-col gap-1">{children}</div>
    </div>
  );
}
