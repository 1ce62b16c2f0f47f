import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NavEntry } from './nav-entry';
import { TabIcon } from './tab-icons';

interface DesktopNavProps {
  homeTo: string;
  appName: string;
  logo?: string;
  /** Beside the logo (the demo chip). */
  badge?: ReactNode;
  entries: readonly NavEntry[];
  /** Quick switches at the end of the bar (language, theme). */
  actions: ReactNode;
}

/** The desktop (≥ 640 px) top navigation bar. */
export function DesktopNav({ homeTo, appName, logo, badge, entries, actions }: DesktopNavProps) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-surface-raised/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-6">
        <div className="flex shrink-0 items-center gap-2">
          <Link
            to={homeTo}
            className="flex items-center gap-2 rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-brand"
          >
            {logo ? (
              <img
                src={logo}
                alt={t('nav.logoAlt', { name: appName })}
                draggable={false}
                className="size-8 rounded-lg"
              />
            ) : null}
            <span className="whitespace-nowrap">{appName}</span>
          </Link>
          {badge}
        </div>
        <nav aria-label={t('nav.main')} className="flex-1">
          <ul className="flex items-center gap-1">
            {entries.map((entry) => (
              <li key={entry.to}>
                <Link
                  to={entry.to}
                  aria-current={entry.isActive ? 'page' : undefined}
                  className={clsx(
                    'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand',
                    entry.isActive ? 'text-brand' : 'text-muted',
                  )}
                >
                  <TabIcon name={entry.icon} isActive={entry.isActive} />
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">{actions}</div>
      </div>
    </header>
  );
}
