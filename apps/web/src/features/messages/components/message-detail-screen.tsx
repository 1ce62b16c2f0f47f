import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@exchange/ui/query-state';
import { idParam } from '@/lib/id-param';
import { MessageDetail } from './message-detail';

/** `/message/order_detail?id=`: one message; a missing or malformed id says the message cannot be found. */
export function MessageDetailScreen() {
  const { t } = useTranslation();
  const id = idParam(useSearchParams()[0].get('id'));
  if (id === null) return <EmptyState message={t('messages.notFound')} />;
  return <MessageDetail key={id} id={id} />;
}
