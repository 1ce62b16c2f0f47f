import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@exchange/ui/button';
import { EmptyState } from '@exchange/ui/query-state';
import { paths } from '@/config/paths';
import { useIsSignedIn } from '@/lib/token-store';
import { BlockOrdersList } from './block-orders-list';

const SCOPES = ['locked', 'released'] as const;

const triggerClasses =
  '-mb-px border-b-2 border-transparent py-2 text-sm font-medium text-muted data-[state=active]:border-brand data-[state=active]:text-text focus-visible:outline-2 focus-visible:outline-brand';

/** The caller's block orders under two tabs: in lock-up (counting down) and released. Visitors are asked to log in. */
export function BlockOrdersPanel() {
  const { t } = useTranslation();
  const isSignedIn = useIsSignedIn();
  if (!isSignedIn)
    return (
      <div className="flex flex-col items-center gap-3">
        <EmptyState message={t('block.orders.logIn')} />
        <Link to={paths.login.path} className={buttonClasses('secondary')}>
          {t('block.logIn')}
        </Link>
      </div>
    );
  return (
    <Tabs.Root defaultValue="locked" className="flex flex-col gap-2">
      <Tabs.List aria-label={t('block.orders.label')} className="flex gap-4 border-b border-border">
        {SCOPES.map((scope) => (
          <Tabs.Trigger key={scope} value={scope} className={triggerClasses}>
            {t(scope === 'locked' ? 'block.orders.locked' : 'block.orders.released')}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {SCOPES.map((scope) => (
        <Tabs.Content key={scope} value={scope}>
          <BlockOrdersList scope={scope} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
