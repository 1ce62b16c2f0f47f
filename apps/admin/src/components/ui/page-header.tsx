import type { ReactNode } from 'react';

/** A screen's title, with its filters or actions beside it. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <h1 className="text-xl font-semibold">{title}</h1>
      {children ? <div className="flex flex-wrap items-end gap-3">{children}</div> : null}
    </header>
  );
}
