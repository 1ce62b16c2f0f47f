import { useContext } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { formatDateTime } from '@/lib/format';
import { eventKindText, partyText } from './c2c-labels';
import { C2cOrderFile } from './c2c-order-file';
import { useC2cOrderChat } from './c2c-queries';
import type { AdminC2cOrder } from './c2c-queries';
import { OrderChatViewContext } from './order-chat-view';
import type { OrderChatView } from './order-chat-view';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2" aria-label={title}>
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/** Where the buyer was to pay: the seller's accepted methods, the one the buyer named marked. */
export function PaymentMethodsSection({ order }: { order: AdminC2cOrder }) {
  const { t } = useTranslation();
  return (
    <Section title={t('c2c.detail.paymentMethods')}>
      {order.paymentMethods.length === 0 ? (
        <p className="text-sm text-muted">{t('c2c.detail.noMethods')}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {order.paymentMethods.map((method) => (
            <li key={method.id} className="rounded-lg border border-border px-3 py-2">
              <span className="font-medium">
                {t(`c2c.methodKind.${method.kind}`)} · {method.provider}
              </span>
              <span className="block text-muted">
                {method.accountName} · <span dir="ltr">{method.accountNo}</span>
              </span>
              {method.id === order.paidMethodId ? (
                <span className="text-xs font-semibold text-brand">{t('c2c.detail.paidWith')}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The appeal: who opened it, when, and why. */
export function AppealSection({ appeal }: { appeal: NonNullable<AdminC2cOrder['appeal']> }) {
  const { t } = useTranslation();
  return (
    <Section title={t('c2c.detail.appeal')}>
      <p className="text-sm">
        {t('c2c.detail.appealBy', { party: partyText(appeal.by), time: formatDateTime(appeal.at) })}
      </p>
      <p className="rounded-lg bg-surface-sunken px-3 py-2 text-sm break-words whitespace-pre-line">
        {appeal.reason}
      </p>
    </Section>
  );
}

/** Every step of the order, oldest first: what happened, who did it, when, and their note. */
export function TimelineSection({ events }: { events: AdminC2cOrder['events'] }) {
  const { t } = useTranslation();
  return (
    <Section title={t('c2c.detail.timeline')}>
      <ol className="flex flex-col gap-2 border-s border-border ps-4 text-sm">
        {events.map((event, index) => (
          <li key={`${event.at}-${event.kind}-${index}`}>
            <span className="font-medium">{eventKindText(event.kind)}</span>
            <span className="text-muted">
              {' · '}
              {partyText(event.by)} · {formatDateTime(event.at)}
            </span>
            {event.note ? <span className="block break-words whitespace-pre-line">{event.note}</span> : null}
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** The buyer's payment proof and both sides' appeal evidence. */
export function FilesSection({ files }: { files: AdminC2cOrder['files'] }) {
  const { t } = useTranslation();
  return (
    <Section title={t('c2c.detail.files')}>
      {files.length === 0 ? (
        <p className="text-sm text-muted">{t('c2c.detail.noFiles')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {files.map((file) => {
            const caption = t(`c2c.fileOf.${file.kind}`, {
              party: partyText(file.by),
              time: formatDateTime(file.at),
            });
            return (
              <li key={file.id} className="flex flex-col gap-1">
                <span className="text-xs text-muted">{caption}</span>
                <C2cOrderFile fileId={file.id} alt={caption} />
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

function OrderChat({ orderId, view }: { orderId: number; view: OrderChatView }) {
  const { t } = useTranslation();
  const chat = useC2cOrderChat(orderId);
  if (chat.isPending) return <LoadingState />;
  if (chat.isError) return <ErrorState onRetry={() => void chat.refetch()} />;
  if (chat.data.length === 0) return <p className="text-sm text-muted">{t('c2c.detail.noChat')}</p>;
  return view(chat.data, orderId);
}

/** Both sides' chat about the order, as the support desk shows a conversation (read only). */
export function ChatSection({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const view = useContext(OrderChatViewContext);
  if (!view) return null;
  return (
    <Section title={t('c2c.detail.chat')}>
      <OrderChat orderId={orderId} view={view} />
    </Section>
  );
}
