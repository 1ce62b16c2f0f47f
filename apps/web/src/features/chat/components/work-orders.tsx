import { useTranslation } from 'react-i18next';
import { Badge } from '@exchange/ui/badge';
import type { BadgeTone } from '@exchange/ui/badge';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { formatDateTime } from '@/lib/format-date-time';
import { useWorkOrders } from '../api/chat-queries';

const STATUS_TONE: Record<'open' | 'answered' | 'closed', BadgeTone> = {
  open: 'warning',
  answered: 'success',
  closed: 'neutral',
};

/** The member's work orders, newest first, with the staff reply once there is one. */
export function WorkOrders() {
  const { t, i18n } = useTranslation();
  const orders = useWorkOrders(true);
  if (orders.isPending) return <LoadingState />;
  if (orders.isError) return <ErrorState onRetry={() => void orders.refetch()} />;
  if (orders.data.length === 0) return <EmptyState message={t('chat.hub.noWorkOrders')} />;
  return (
    <ul className="flex flex-col gap-2">
      {orders.data.map((order) => (
        <li key={order.id} className="flex flex-col gap-1 rounded-2xl bg-surface-raised p-4">
          <div className="flex items-center gap-2">
            <span className="flex-1 truncate text-sm font-medium">{order.title}</span>
            <Badge tone={STATUS_TONE[order.status]}>{t(`chat.hub.status.${order.status}`)}</Badge>
          </div>
          <p className="text-sm break-words whitespace-pre-wrap text-muted">{order.content}</p>
          {order.reply ? (
            <div className="rounded-xl bg-surface-sunken p-3 text-sm">
              <p className="text-xs font-medium text-muted">{t('chat.hub.reply')}</p>
              <p className="break-words whitespace-pre-wrap">{order.reply}</p>
            </div>
          ) : null}
          <span className="text-xs text-muted">{formatDateTime(order.createdAt, i18n.language)}</span>
        </li>
      ))}
    </ul>
  );
}
