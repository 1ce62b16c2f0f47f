import { formatAmount } from '@exchange/ui/format';

/** Past this, a badge says "99+". */
const MAX_SHOWN = 99;

/** A small count pill of unread messages; nothing when there are none. `label` is what assistive technology reads instead. */
export function UnreadCount({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  const shown = count > MAX_SHOWN ? `${formatAmount(MAX_SHOWN, 0)}+` : formatAmount(count, 0);
  return (
    <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-danger px-1.5 text-xs leading-5 font-semibold text-danger-contrast">
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
