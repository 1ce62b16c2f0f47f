import { ShowType } from './envelope';
import type { ErrorDefinition } from './error-definition';

const FORUM = (n: number) => 1_022_000_000 + n;

/** The refusals of the forum (module 022), spread into the one catalogue in errors.ts. Each changes nothing. */
export const forumErrors = {
  FORUM_POST_NOT_FOUND: {
    code: FORUM(1),
    status: 404,
    key: 'forum.postNotFound',
    showType: ShowType.warn,
    when: 'A post id that does not exist or the caller may not see (or, to reply, is not approved and visible); data.field names it.',
  },
  FORUM_REPLY_NOT_FOUND: {
    code: FORUM(2),
    status: 404,
    key: 'forum.replyNotFound',
    showType: ShowType.warn,
    when: 'A reply id that does not exist (or, deleting, is not the caller’s); data.field names it.',
  },
  FORUM_POST_LIMIT: {
    code: FORUM(3),
    status: 429,
    key: 'forum.postLimit',
    showType: ShowType.warn,
    when: 'A member who created the hourly limit of posts (data.values.limit) in the last hour creates another.',
  },
  FORUM_REPLY_LIMIT: {
    code: FORUM(4),
    status: 429,
    key: 'forum.replyLimit',
    showType: ShowType.warn,
    when: 'A member who wrote the hourly limit of replies (data.values.limit) in the last hour writes another.',
  },
  FORUM_ALREADY_REPORTED: {
    code: FORUM(5),
    status: 409,
    key: 'forum.alreadyReported',
    showType: ShowType.warn,
    when: 'A member reports a post or reply they already reported; data.field is id.',
  },
  FORUM_ACCOUNT_RESTRICTED: {
    code: FORUM(6),
    status: 403,
    key: 'forum.accountRestricted',
    showType: ShowType.error,
    when: 'A disabled, trading-restricted or withdrawal-frozen account creates a post or a reply.',
  },
  FORUM_STATE_CONFLICT: {
    code: FORUM(7),
    status: 409,
    key: 'forum.stateConflict',
    showType: ShowType.warn,
    when: 'A staff decision that does not apply to the item as it is now (approving a post that is not pending, hiding a hidden item, anything on a deleted one).',
  },
} satisfies Record<string, ErrorDefinition>;
