import { paths } from '@/config/paths';

/** The most of a link this app follows; the server writes short routes (`/c2c/list?order=55`). */
const MAX_LINK_LENGTH = 500;

/**
 * Whether a message's link is a route of this app (`/path?query`): a relative path that stays on this origin.
 * Anything else (`//host`, `https:`, `javascript:`, backslashes) is not followed; the message opens its detail.
 */
export function isAppLink(link: string | null): link is string {
  if (link === null || link.length === 0 || link.length > MAX_LINK_LENGTH) return false;
  return link.startsWith('/') && !link.startsWith('//') && !/[\\\s]/.test(link);
}

/** Where tapping a message leads: its link when it has one this app can open, else its detail. */
export function messageTarget(notice: { id: number; link: string | null }): string {
  return isAppLink(notice.link) ? notice.link : messageDetailPath(notice.id);
}

export const messageDetailPath = (id: number) => `${paths.messageOrderDetail.path}?id=${id}`;

/** The first line of a message's text, for the list. */
export const firstLine = (text: string) => text.split(/\r?\n/, 1)[0] ?? '';
