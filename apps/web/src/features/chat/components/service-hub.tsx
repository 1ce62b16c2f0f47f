import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@exchange/ui/button';
import { paths } from '@/config/paths';
import { LinkRow, RowGroup } from '@/components/ui/list-row';
import { useIsSignedIn } from '@/lib/token-store';
import { WorkOrderForm } from './work-order-form';
import { WorkOrders } from './work-orders';

/**
 * `/mine/service`: the customer-service hub — the live chat, the caller's conversations, and work orders (members
 * only: a visitor is asked to log in and comes back here).
 */
export function ServiceHub() {
  const { t } = useTranslation();
  const isMember = useIsSignedIn();
  return (
    <div className="flex flex-col gap-6 px-4 sm:px-0">
      <RowGroup>
        <LinkRow to={paths.mineOnlineSupport.path} label={t('chat.hub.chat')} />
        <LinkRow to={paths.serviceList.path} label={t('chat.hub.conversations')} />
      </RowGroup>
      <section className="flex flex-col gap-3" aria-labelledby="work-orders-title">
        <h2 id="work-orders-title" className="text-base font-semibold">
          {t('chat.hub.workOrders')}
        </h2>
        {isMember ? (
          <>
            <WorkOrders />
            <WorkOrderForm />
          </>
        ) : (
          <div className="flex flex-col items-start gap-3 rounded-2xl bg-surface-raised p-4">
            <p className="text-sm text-muted">{t('chat.hub.loginForWorkOrders')}</p>
            <Link
              to={paths.login.path}
              state={{ from: paths.mineService.path }}
              className={buttonClasses('primary', false, true)}
            >
              {t('chat.hub.login')}
            </Link>
          </div>
        )}
      </section>
    </div>
  );
}
