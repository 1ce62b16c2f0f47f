import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/**
 * An order ticket beside its order book, Binance's trading density: on a phone the form takes about 60 % of the
 * width and the book the rest, side by side rather than stacked; from 640 px the book is a fixed column, and from
 * 1024 px an `aside` (recent prices) may take a third. The ticket's box is a size container, so its controls can fold
 * into one column where it is narrow (`@xs:` variants).
 */
export function TicketWithBook({
  ticket,
  book,
  aside,
}: {
  ticket: ReactNode;
  book: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div
      data-testid="ticket-with-book"
      className={clsx(
        'grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] items-start gap-3 sm:grid-cols-[minmax(0,1fr)_16rem] sm:gap-4',
        aside ? 'lg:grid-cols-[minmax(0,1fr)_18rem_14rem]' : null,
      )}
    >
      <section className="@container min-w-0 rounded-2xl bg-surface-raised p-2.5 sm:p-4">{ticket}</section>
      <div className="flex min-w-0 flex-col gap-4">{book}</div>
      {aside ? <div className="min-w-0">{aside}</div> : null}
    </div>
  );
}
