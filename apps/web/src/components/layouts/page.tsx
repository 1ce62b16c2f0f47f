import { clsx } from 'clsx';
import { useContext } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { findRouteDefinition, homeRoute } from '@/config/paths';
import { BackIcon } from '@/components/ui/icons';
import { useGoBack } from '@/lib/use-go-back';
import { TitleBarBadgeContext } from './title-bar-badge';

interface PageProps {
  title: string;
  children: ReactNode;
  /** Where "back" leads when there is no previous screen in this visit (opened from a link or a reload). */
  backTo?: string;
  /** Tab-level screens have no back button. */
  showBack?: boolean;
  /** Content at the end of the title bar. */
  actions?: ReactNode;
  /** Desktop content width; `full` takes the whole main column (trading layouts). */
  width?: 'narrow' | 'wide' | 'full';
}

/**
 * A screen: its title bar (when the route has top navigation, see config/paths.ts) with the shell's badge at its
 * end (TitleBarBadgeContext), and content. The title is the screen's only h1, so every screen is named for assistive
 * technology and tests.
 */
export function Page({ title, children, backTo, showBack = true, actions, width = 'narrow' }: PageProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const hasTopNav = findRouteDefinition(location.pathname)?.hasTopNav ?? true;
  const goBack = useGoBack(backTo ?? homeRoute());
  const badge = useContext(TitleBarBadgeContext);

  return (
    <div
      className={clsx(
        'flex w-full flex-1 flex-col sm:mx-auto',
        { narrow: 'sm:max-w-xl', wide: 'sm:max-w-5xl', full: 'sm:max-w-none' }[width],
      )}
    >
      {hasTopNav ? (
        <header className="sticky top-0 z-20 flex min-h-14 items-center gap-2 border-b border-border bg-surface/90 px-2 backdrop-blur sm:static sm:border-0 sm:bg-transparent sm:px-0 sm:pt-6">
          {showBack ? (
            <button
              type="button"
              onClick={goBack}
              aria-label={t('common.back')}
              className="rounded-xl p-2.5 hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand"
            >
              <BackIcon />
            </button>
          ) : (
            <span className="w-2" />
          )}
          <h1 title={title} className="min-w-0 flex-1 truncate text-base font-semibold sm:text-2xl">
            {title}
          </h1>
          {badge}
          {actions}
        </header>
      ) : (
        <>
          <h1 className="sr-only">{title}</h1>
          {/* No title bar to sit in: the badge takes a slim line of its own, and none when it renders nothing. */}
          <div className="-mb-2 flex justify-end px-4 pt-2 empty:hidden sm:px-0">{badge}</div>
        </>
      )}
      <div className="flex w-full flex-1 flex-col gap-4 px-4 py-4 sm:px-0">{children}</div>
    </div>
  );
}
