import { ShowType } from './envelope';
import type { ErrorDefinition } from './error-definition';

/** The refusals of invite codes and rebates (module 018), spread into the one catalogue in errors.ts. */
export const inviteErrors = {
  INVITE_CODE_NOT_FOUND: {
    code: 1_018_000_001,
    status: 404,
    key: 'invite.codeNotFound',
    showType: ShowType.warn,
    when: 'An update or default of a code id that is not one of the caller’s (or, for staff, no code); data.field is id. Nothing changed.',
  },
  INVITE_KICKBACK_TOO_HIGH: {
    code: 1_018_000_002,
    status: 422,
    key: 'invite.kickbackTooHigh',
    showType: ShowType.warn,
    when: 'A kickback share above the rebate config’s maxKickbackRate; data.field is kickbackRate, values max. Nothing changed.',
  },
  INVITE_CODES_LIMIT: {
    code: 1_018_000_003,
    status: 422,
    key: 'invite.codesLimit',
    showType: ShowType.warn,
    when: 'A new code beyond the most one user may hold; values limit. Nothing changed.',
  },
  INVITE_CODE_SUSPENDED: {
    code: 1_018_000_004,
    status: 409,
    key: 'invite.codeSuspended',
    showType: ShowType.warn,
    when: 'Making a suspended code the default, or changing it; data.field is id. Nothing changed.',
  },
} satisfies Record<string, ErrorDefinition>;
