import { ShowType } from './envelope';
import type { ErrorDefinition } from './error-definition';

/**
 * The back office's errors (module 008) and the refusals its restrictions cause elsewhere, spread into the one
 * catalogue in errors.ts.
 */
export const staffErrors = {
  STAFF_LOGIN_FAILED: {
    code: 1_008_000_001,
    status: 401,
    key: 'staffLoginFailed',
    showType: ShowType.error,
    when: 'A staff login with an unknown username, a wrong password or a disabled account (one message for all three).',
  },
  PASSWORD_CHANGE_REQUIRED: {
    code: 1_008_000_002,
    status: 403,
    key: 'passwordChangeRequired',
    showType: ShowType.warn,
    when: 'A staff account still on its one-time password calls anything but auth/update-password.',
  },
  STAFF_TOTP_REQUIRED: {
    code: 1_008_000_003,
    status: 401,
    key: 'staffTotpRequired',
    showType: ShowType.warn,
    when: 'A staff login with the right password for an account with TOTP, but no code (data.field totpCode).',
  },
  STAFF_TOTP_ENROLMENT_REQUIRED: {
    code: 1_008_000_004,
    status: 403,
    key: 'staffTotpEnrolmentRequired',
    showType: ShowType.warn,
    when: 'A staff session without TOTP calls anything but its own account routes (auth/totp/enrol, auth/totp/confirm, auth/me).',
  },
  STAFF_TOTP_INVALID: {
    code: 1_008_000_005,
    status: 422,
    key: 'staffTotpInvalid',
    showType: ShowType.error,
    when: 'An enrolment code that is not the current one, or one already used (data.field code).',
  },
  SECOND_APPROVER_REQUIRED: {
    code: 1_008_000_006,
    status: 409,
    key: 'secondApproverRequired',
    showType: ShowType.warn,
    when: 'A staff account approves what it proposed or already approved; another account must (two-approver rule).',
  },
  STAFF_SELF_CHANGE: {
    code: 1_008_000_007,
    status: 422,
    key: 'staffSelfChange',
    showType: ShowType.warn,
    when: 'A staff manager changes, resets or disables their own account through staff management.',
  },
  TRADING_RESTRICTED: {
    code: 1_003_000_010,
    status: 403,
    key: 'tradingRestricted',
    showType: ShowType.error,
    when: 'A user whose trading staff restricted places or changes an order (the spec: contact customer service).',
  },
  WITHDRAWALS_FROZEN: {
    code: 1_007_000_020,
    status: 403,
    key: 'withdrawalsFrozen',
    showType: ShowType.error,
    when: 'A user whose withdrawals staff froze asks for a withdrawal.',
  },
} satisfies Record<string, ErrorDefinition>;
