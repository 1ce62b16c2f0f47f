import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronEndIcon } from './icons';

const rowClasses =
  'flex min-h-14 w-full items-center gap-3 px-4 py-3 text-start transition-colors hover:bg-surface-sunken focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand';

interface RowContentProps {
  label: string;
  /** Secondary text after the label (current value, status). */
  detail?: ReactNode;
  icon?: ReactNode;
}

function RowContent({ label, detail, icon }: RowContentProps) {
  return (
    <>
      {icon ? <span className="text-muted">{icon}</span> : null}
      <span className="flex-1 text-sm font-medium">{label}</span>
      {detail ? <span className="text-sm text-muted">{detail}</span> : null}
      <ChevronEndIcon className="text-muted" />
    </>
  );
}

/** A navigation row of a menu list. */
export function LinkRow({ to, ...content }: RowContentProps & { to: string }) {
  return (
    <Link to={to} className={rowClasses}>
      <RowContent {...content} />
    </Link>
  );
}

/** An action row of a menu list. */
export function ButtonRow({
  onClick,
  isDanger = false,
  ...content
}: RowContentProps & { onClick: () => void; isDanger?: boolean }) {
  return (
    <button type="button" onClick={onClick} className={clsx(rowClasses, isDanger && 'text-danger')}>
      <RowContent {...content} />
    </button>
  );
}

/** A card grouping rows, with an optional heading. */
export function RowGroup({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      {title ? (
        <h2 className="px-4 text-xs font-semibold tracking-wide text-muted uppercase">{title}</h2>
      ) : null}
      <div className="divide-y divide-border overflow-hidden rounded-2xl bg-surface-raised">{children}</div>
    </section>
  );
}
