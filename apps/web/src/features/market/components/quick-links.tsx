import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface QuickLink {
  to: string;
  label: string;
  icon: ReactNode;
}

/** Shortcuts (market, search, chart, heatmap, stocks, mine) on /home: compact tiles, three to a row on phones. */
export function QuickLinks({ label, links }: { label: string; links: readonly QuickLink[] }) {
  if (links.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="flex h-full min-h-16 flex-col items-center justify-center gap-1 rounded-xl bg-surface-raised px-1 py-2 text-center text-xs leading-tight font-medium hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand sm:text-sm"
            >
              <span className="text-brand [&>svg]:size-5">{link.icon}</span>
              <span>{link.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
