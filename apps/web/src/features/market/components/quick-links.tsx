import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface QuickLink {
  to: string;
  label: string;
  icon: ReactNode;
}

/** A grid of shortcuts (market, search, chart, heatmap, stocks, mine) on /home. */
export function QuickLinks({ label, links }: { label: string; links: readonly QuickLink[] }) {
  if (links.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="flex min-h-20 flex-col items-center justify-center gap-2 rounded-2xl bg-surface-raised p-3 text-sm font-medium hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand"
            >
              <span className="text-brand">{link.icon}</span>
              <span className="text-center">{link.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
