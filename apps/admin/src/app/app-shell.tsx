import { clsx } from 'clsx';
import { NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/language-switch';
import { Button } from '@exchange/ui/button';
import { roleLabel } from '@/lib/labels';
import { logOut, useStaffMe } from '@/lib/staff-session';
import { sectionsFor } from './nav-sections';

/** The signed-in frame: sections the role may open on the start side, the account and language at the top. */
export function AppShell() {
  const { t } = useTranslation();
  const me = useStaffMe().data;
  const sections = sectionsFor(me?.permissions ?? []);
  return (
    <div className="flex min-h-dvh flex-col md:flex-row">
      <nav
        aria-label={t('nav.label')}
        className="shrink-0 border-border bg-surface-raised md:w-56 md:border-e max-md:border-b"
      >
        <p className="px-4 py-4 font-semibold text-brand">{t('app.name')}</p>
        <ul className="flex gap-1 overflow-x-auto px-2 pb-2 md:flex-col">
          {sections.map((section) => (
            <li key={section.path}>
              <NavLink
                to={section.path}
                className={({ isActive }) =>
                  clsx(
                    'block rounded-lg px-3 py-2 text-sm whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand',
                    isActive ? 'bg-brand/10 font-semibold text-brand' : 'text-text hover:bg-surface-sunken',
                  )
                }
              >
                {t(section.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex flex-wrap items-center justify-end gap-3 border-b border-border bg-surface-raised px-4 py-2">
          <p className="text-sm">
            <span className="font-semibold">{me?.username}</span>{' '}
            <span className="text-muted">({me ? roleLabel(me.role) : ''})</span>
          </p>
          <LanguageSwitch />
          <Button variant="secondary" isSmall onClick={() => void logOut()}>
            {t('auth.signOut')}
          </Button>
        </header>
        <main className="flex-1 p-4 md:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
