import type { ReactNode } from 'react';

/** Label/value pairs of a detail screen, in one card. Values that are ids or numbers read left to right. */
export function DetailList({
  rows,
}: {
  rows: readonly { label: string; value: ReactNode; isLtr?: boolean }[];
}) {
  return (
    <dl className="divide-y divide-border overflow-hidden rounded-2xl bg-surface-raised">
      {rows.map((row) => (
        <div key={row.label} className="flex items-start justify-between gap-4 px-4 py-3 text-sm">
          <dt className="shrink-0 text-muted">{row.label}</dt>
          <dd dir={row.isLtr ? 'ltr' : undefined} className="min-w-0 text-end break-all whitespace-pre-line">
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
