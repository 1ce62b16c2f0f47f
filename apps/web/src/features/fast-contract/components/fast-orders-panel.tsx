import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@exchange/ui/button';
import { EmptyState } from '@exchange/ui/query-state';
import { paths } from '@/config/paths';
import { useIsSignedIn } from '@/lib/token-store';
import { useFastPushes } from '../hooks/use-fast-pushes';
import { FastOrdersList } from './fast-orders-list';

const SCOPES = ['open', 'settled'] as const;

const triggerClasses =
  '-mb-px border-b-2 border-transparent py-2 text-sm font-medium text-muted data-[state=active]:border-brand data-[state=active]:text-text focus-visible:outline-2 focus-visible:outline-brand';

/**
 * The caller's fast contracts under two tabs: open (counting down to expiry) and settled (the result with the
 * recorded open and close prices). Kept current by the FAST_CONTRACT_ORDER pushes. Visitors are asked to log in.
 */
export function FastOrdersPanel() {
  const { t } = useTranslation();
  const isSignedIn = useIsSignedIn();
  useFastPushes(isSignedIn);
  if (!isSignedIn)
    return (
      <div className="flex flex-col items-center gap-3">
        <EmptyState message={t('fast.orders.logIn')} />
        <Link to={paths.login.path} className={buttonClasses('secondary')}>
          {t('fast.ticket.logIn')}
        </Link>
      </div>
    );
  return (
    <Tabs.Root defaultValue="open" className="flex flex-col gap-2">
      <Tabs.List aria-label={t('fast.orders.label')} className="flex gap-4 border-b border-border">
        {SCOPES.map((scope) => (
          <Tabs.Trigger key={scope} value={scope} className={triggerClasses}>
            {t(scope === 'open' ? 'fast.orders.open' : 'fast.orders.settled')}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {SCOPES.map((scope) => (
        <Tabs.Content key={scope} value={scope}>
          <FastOrdersList scope={scope} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
