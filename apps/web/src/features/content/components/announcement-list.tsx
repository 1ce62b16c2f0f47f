import { Link } from 'react-router';

export interface AnnouncementItem {
  id: number;
  title: string;
  /** Where the announcement opens (its detail screen). */
  to: string;
}

interface AnnouncementListProps {
  label: string;
  items: readonly AnnouncementItem[];
  /** The full list, linked under the strip. */
  moreTo: string;
  moreLabel: string;
}

/** The latest announcements on /home (spec §7 "announcements"): nothing when there are none. */
export function AnnouncementList({ label, items, moreTo, moreLabel }: AnnouncementListProps) {
  if (items.length === 0) return null;
  return (
    <section aria-label={label} className="flex flex-col rounded-2xl bg-surface-raised px-4 py-2">
      <ul className="divide-y divide-border">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              to={item.to}
              className="block truncate py-2 text-sm hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
            >
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={moreTo}
        className="self-end py-1 text-xs text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand"
      >
        {moreLabel}
      </Link>
    </section>
  );
}
