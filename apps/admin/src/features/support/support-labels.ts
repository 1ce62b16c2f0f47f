import i18next from 'i18next';
import { UserKind } from '@exchange/contracts/enums';
import { ChatGroupType } from '@exchange/contracts/ws/im-socket';
import type { BadgeTone } from '@exchange/ui/badge';
import type { InboxItem } from './inbox-queries';
import type { WorkOrderStatus } from './desk-queries';

type GroupTypeName = keyof typeof ChatGroupType;
const GROUP_TYPE_NAMES = Object.keys(ChatGroupType) as GroupTypeName[];

/** A chat group type's name (ChatGroupType 0–7); an unknown one is shown as its number. */
export function groupTypeText(type: number): string {
  const name = GROUP_TYPE_NAMES.find((candidate) => ChatGroupType[candidate] === type);
  return name ? i18next.t(`support.groupType.${name}`) : String(type);
}

/** The inbox's type filter: every type, then each one. */
export function groupTypeOptions(): { value: string; label: string }[] {
  return [
    { value: '', label: i18next.t('support.allTypes') },
    ...GROUP_TYPE_NAMES.map((name) => ({
      value: String(ChatGroupType[name]),
      label: i18next.t(`support.groupType.${name}`),
    })),
  ];
}

/** Visitor (an anonymous session) or member (a registered account); null when the conversation has no customer. */
export function customerKindText(kind: number | null): string | null {
  if (kind === UserKind.anonymous) return i18next.t('support.kind.visitor');
  if (kind === UserKind.real) return i18next.t('support.kind.member');
  return null;
}

/** "Ana · Member", or the user id when the nickname is unknown. */
export function customerText(item: Pick<InboxItem, 'userId' | 'userKind' | 'userNickname'>): string {
  const name =
    item.userNickname ??
    (item.userId === null
      ? i18next.t('support.noCustomer')
      : i18next.t('support.userId', { id: item.userId }));
  const kind = customerKindText(item.userKind);
  return kind ? `${name} · ${kind}` : name;
}

/** The last message of a row as plain text: a text as written, anything else by its kind or its server note. */
export function previewText(lastMessage: InboxItem['lastMessage']): string {
  if (!lastMessage) return i18next.t('support.noMessages');
  switch (lastMessage.contentType) {
    case 'text':
      return lastMessage.data;
    case 'image':
      return i18next.t('support.message.image');
    case 'video':
      return i18next.t('support.message.video');
    default:
      return lastMessage.data;
  }
}

const WORK_ORDER_TONES: Record<WorkOrderStatus, BadgeTone> = {
  open: 'warning',
  answered: 'success',
  closed: 'neutral',
};
export const WORK_ORDER_STATUSES: readonly WorkOrderStatus[] = ['open', 'answered', 'closed'];

export const workOrderStatusText = (status: WorkOrderStatus) =>
  i18next.t(`support.workOrderStatus.${status}`);
export const workOrderStatusTone = (status: WorkOrderStatus): BadgeTone => WORK_ORDER_TONES[status];

export function workOrderStatusOptions(): { value: string; label: string }[] {
  return [
    { value: '', label: i18next.t('support.allStatuses') },
    ...WORK_ORDER_STATUSES.map((status) => ({ value: status, label: workOrderStatusText(status) })),
  ];
}

/** Days of the week as the business hours store them: 0 Sunday … 6 Saturday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;

export function weekdayText(day: number): string {
  // 2024-01-07 was a Sunday.
  return new Intl.DateTimeFormat(i18next.language === 'zh' ? 'zh-CN' : 'en-GB', {
    weekday: 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2024, 0, 7 + day)));
}
