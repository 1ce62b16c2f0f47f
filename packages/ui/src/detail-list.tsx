import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export interface DetailItem {
  label: string;
  /** Shown as `—` when null or undefined (a record's empty column). */
  value: ReactNode;
  /** Numbers, addresses and references stay left-to-right in right-to-left languages. */
  isLtr?: boolean;
}

interface DetailListProps {
  items: readonly DetailItem[];
  /**
   * `plain` (the default): the rows alone, for a card, sheet, drawer or section the caller draws. `card`: in a
   * raised card of its own, values on as many lines as they hold (a withdrawal's destination is one field a line).
   */
  variant?: 'plain' | 'card';
}

/** Label/value pairs of an order, a record, a quote or a saved method, as a description list. */
export function DetailList({ items, variant = 'plain' }: DetailListProps) {
  const isCard = variant === 'card';
  return (
    <dl className={clsx('divide-y divide-border', isCard && 'overflow-hidden rounded-2xl bg-surface-raised')}>
      {items.map((item) => (
        <div
          key={item.label}
          className={clsx('flex items-start justify-between gap-4 text-sm', isCard ? 'px-4 py-3' : 'py-2.5')}
        >
          <dt className="shrink-0 text-muted">{item.label}</dt>
          <dd
            dir={item.isLtr ? 'ltr' : undefined}
            className={clsx(
              'min-w-0 text-end',
              isCard
                ? 'break-all whitespace-pre-line'
                : ['font-medium', item.isLtr ? 'break-all' : 'break-words'],
            )}
          >
            {item.value ?? '—'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
