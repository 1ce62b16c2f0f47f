import { ShowType } from './envelope';
import type { ErrorDefinition } from './error-definition';

const IM = (n: number) => 1_020_000_000 + n;

/** The refusals of the chat (module 020), spread into the one catalogue in errors.ts. Each changes nothing. */
export const imErrors = {
  IM_GROUP_NOT_FOUND: {
    code: IM(1),
    status: 404,
    key: 'im.groupNotFound',
    showType: ShowType.warn,
    when: 'A group id the caller is not a member of (whether or not it exists); data.field names it.',
  },
  IM_MESSAGE_NOT_FOUND: {
    code: IM(2),
    status: 404,
    key: 'im.messageNotFound',
    showType: ShowType.warn,
    when: 'A message id that is not in one of the caller’s groups; data.field is id.',
  },
  IM_NOT_SENDER: {
    code: IM(3),
    status: 403,
    key: 'im.notSender',
    showType: ShowType.warn,
    when: 'Editing or withdrawing a message someone else wrote.',
  },
  IM_CHANGE_WINDOW_PASSED: {
    code: IM(4),
    status: 409,
    key: 'im.changeWindowPassed',
    showType: ShowType.warn,
    when: 'Editing or withdrawing a message more than the allowed minutes after it was sent; values minutes.',
  },
  IM_MESSAGE_WITHDRAWN: {
    code: IM(5),
    status: 409,
    key: 'im.messageWithdrawn',
    showType: ShowType.warn,
    when: 'Editing or withdrawing a message that was already withdrawn.',
  },
  IM_NOT_TEXT: {
    code: IM(6),
    status: 422,
    key: 'im.notText',
    showType: ShowType.warn,
    when: 'Editing a message that is not text (an image is withdrawn and sent again instead).',
  },
  IM_IMAGE_NOT_FOUND: {
    code: IM(7),
    status: 422,
    key: 'im.imageNotFound',
    showType: ShowType.warn,
    when: 'An image message whose url is not an image uploaded to the same group; data.field is data.',
  },
  IM_RATING_NOT_OPEN: {
    code: IM(8),
    status: 409,
    key: 'im.ratingNotOpen',
    showType: ShowType.warn,
    when: 'Rating a conversation that is not a finished service conversation, or rating the same finish twice.',
  },
} satisfies Record<string, ErrorDefinition>;
