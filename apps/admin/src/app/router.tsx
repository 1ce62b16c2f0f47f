import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminGetC2cOrderChatImage } from '@exchange/contracts';
import type { StaffPermission } from '@exchange/contracts/http/admin/index';
import { EmptyState } from '@exchange/ui/query-state';
import { AuditScreen } from '@/features/audit/audit-screen';
import type { OrderChatView } from '@/features/c2c/order-chat-view';
import { C2cScreen } from '@/features/c2c/c2c-screen';
import { ContentScreen } from '@/features/content/content-screen';
import { CorrectionsScreen } from '@/features/corrections/corrections-screen';
import { DepositsScreen } from '@/features/deposits/deposits-screen';
import { ForumScreen } from '@/features/forum/forum-screen';
import { InviteScreen } from '@/features/invite/invite-screen';
import { LedgerScreen } from '@/features/ledger/ledger-screen';
import { MarketsScreen } from '@/features/markets/markets-screen';
import { ProductsScreen } from '@/features/products/products-screen';
import { RealNamesScreen } from '@/features/real-names/real-names-screen';
import { StaffScreen } from '@/features/staff/staff-screen';
import { SubscriptionsScreen } from '@/features/subscriptions/subscriptions-screen';
import { SupportScreen } from '@/features/support/support-screen';
import { ChatImageLoaderContext } from '@/features/support/chat-image';
import { ChatTranscript } from '@/features/support/message-list';
import { SystemScreen } from '@/features/system/system-screen';
import { UsersScreen } from '@/features/users/users-screen';
import { VipScreen } from '@/features/vip/vip-screen';
import { WithdrawalsScreen } from '@/features/withdrawals/withdrawals-screen';
import { fetchBlob } from '@/lib/api-client';
import { useStaffMe } from '@/lib/staff-session';
import { AppShell } from './app-shell';
import { NAV_SECTIONS, sectionsFor } from './nav-sections';
import { SessionGate } from './session-gate';

/**
 * The C2C appeal drawer draws the order's chat with the support desk's transcript, its images read through the order
 * (staff deciding appeals may lack the chat permissions). Composed here: features do not import each other.
 */
const c2cChatView: OrderChatView = (messages, orderId) => (
  <ChatImageLoaderContext value={(fileId) => fetchBlob(adminGetC2cOrderChatImage, { id: orderId, fileId })}>
    <ChatTranscript messages={messages} />
  </ChatImageLoaderContext>
);

const SCREENS: Record<string, ReactNode> = {
  '/real-names': <RealNamesScreen />,
  '/deposits': <DepositsScreen />,
  '/withdrawals': <WithdrawalsScreen />,
  '/users': <UsersScreen />,
  '/corrections': <CorrectionsScreen />,
  '/ledger': <LedgerScreen />,
  '/markets': <MarketsScreen />,
  '/products': <ProductsScreen />,
  '/subscriptions': <SubscriptionsScreen />,
  '/system': <SystemScreen />,
  '/staff': <StaffScreen />,
  '/audit': <AuditScreen />,
  '/vip': <VipScreen />,
  '/invite': <InviteScreen />,
  '/c2c': <C2cScreen chatView={c2cChatView} />,
  '/support': <SupportScreen />,
  '/content': <ContentScreen />,
  '/forum': <ForumScreen />,
};

/** A section opened without its permission (a typed URL) says so instead of failing call by call. */
function RequirePermission({ permission, children }: { permission: StaffPermission; children: ReactNode }) {
  const { t } = useTranslation();
  const permissions = useStaffMe().data?.permissions ?? [];
  return permissions.includes(permission) ? children : <EmptyState message={t('common.noAccess')} />;
}

function HomeRedirect() {
  const { t } = useTranslation();
  const first = sectionsFor(useStaffMe().data?.permissions ?? [])[0];
  return first ? <Navigate to={first.path} replace /> : <EmptyState message={t('common.noSections')} />;
}

function NotFound() {
  const { t } = useTranslation();
  return <EmptyState message={t('common.notFound')} />;
}

/** Every route of the back office, under the basename /admin. */
export function createAdminRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: (
        <SessionGate>
          <AppShell />
        </SessionGate>
      ),
      children: [
        { index: true, element: <HomeRedirect /> },
        ...NAV_SECTIONS.map((section) => ({
          path: section.path,
          element: (
            <RequirePermission permission={section.permission}>{SCREENS[section.path]}</RequirePermission>
          ),
        })),
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}
