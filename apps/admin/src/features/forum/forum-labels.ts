import i18next from 'i18next';
import { FORUM_QUEUE_FILTERS } from '@exchange/contracts/http/forum/forum-admin';
import { FORUM_ITEM_KINDS } from '@exchange/contracts/http/forum/forum-common';
import type { BadgeTone } from '@exchange/ui/badge';
import type { AdminForumItem } from './forum-queries';

/** Where an item stands, in the order that matters most: deleted, hidden, then its review status. */
export function itemStateName(item: AdminForumItem): 'deleted' | 'hidden' | AdminForumItem['status'] {
  if (item.isDeleted) return 'deleted';
  if (item.isHidden) return 'hidden';
  return item.status;
}

const TONES: Record<ReturnType<typeof itemStateName>, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'neutral',
  hidden: 'danger',
  deleted: 'neutral',
};

export const itemStateText = (item: AdminForumItem) => i18next.t(`forum.state.${itemStateName(item)}`);
export const itemStateTone = (item: AdminForumItem): BadgeTone => TONES[itemStateName(item)];

/** The status filter: the whole queue, then each filter. */
export function statusOptions(): { value: string; label: string }[] {
  return [
    { value: '', label: i18next.t('forum.allItems') },
    ...FORUM_QUEUE_FILTERS.map((name) => ({ value: name, label: i18next.t(`forum.filter.${name}`) })),
  ];
}

export function kindOptions(): { value: string; label: string }[] {
  return [
    { value: '', label: i18next.t('forum.allKinds') },
    ...FORUM_ITEM_KINDS.map((kind) => ({ value: kind, label: i18next.t(`forum.kind.${kind}`) })),
  ];
}

/** A body cut to one line's worth for the table. */
export const excerpt = (text: string, length = 80) =>
  text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
