import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NavEntry } from './nav-entry';
import { TabIcon } from './tab-icons';

/** The mobile tab bar at the bottom of the screen; the entry of the screen shown is lit (`NavEntry.isActive`). */
export function TabBar({ entries }: { entries: readonly NavEntry[] }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('nav.tabs')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface-raised/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto flex max-w-xl">
        {entries.map((entry) => (
          <li key={entry.to} className="flex-1">
            <Link
              to={entry.to}
              aria-current={entry.isActive ? 'page' : undefined}
              className={clsx(
                'flex min-h-14 flex-col items-center justify-center gap-0.5 px-0.5 text-xs font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand',
                entry.isActive ? 'text-brand' : 'text-muted',
              )}
            >
              <TabIcon name={entry.icon} isActive={entry.isActive} />
              <span className="max-w-full truncate" title={entry.label}>
                {entry.label}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
