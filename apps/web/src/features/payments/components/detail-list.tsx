import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export interface DetailItem {
  label: string;
  value: ReactNode;
  /** Numbers, addresses and references stay left-to-right in right-to-left languages. */
  isLtr?: boolean;
}

/** Label/value pairs of an order or a saved method, as a description list. */
export function DetailList({ items }: { items: readonly DetailItem[] }) {
  return (
    <dl className="divide-y divide-border">
      {items.map((item) => (
        <div key={item.label} className="flex items-start justify-between gap-4 py-2.5 text-sm">
          <dt className="shrink-0 text-muted">{item.label}</dt>
          <dd
            dir={item.isLtr ? 'ltr' : undefined}
            className={clsx('min-w-0 text-end font-medium', item.isLtr ? 'break-all' : 'break-words')}
          >
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
