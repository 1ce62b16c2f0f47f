import { ShowType } from './envelope';
import type { ErrorDefinition } from './error-definition';

/** The refusals of VIP levels (module 017), spread into the one catalogue in errors.ts. Codes 1_017_000_NNN. */
export const vipErrors = {
  VIP_LEVEL_NOT_FOUND: {
    code: 1_017_000_001,
    status: 404,
    key: 'vip.levelNotFound',
    showType: ShowType.warn,
    when: 'A purchase or application of a level number that is not configured; data.field is level. Nothing changed.',
  },
  VIP_LEVEL_NOT_PURCHASABLE: {
    code: 1_017_000_002,
    status: 409,
    key: 'vip.notPurchasable',
    showType: ShowType.warn,
    when: 'A purchase of a level staff do not sell (paused, or no price); data.field is level. Nothing moved.',
  },
  VIP_PRICE_CHANGED: {
    code: 1_017_000_003,
    status: 409,
    key: 'vip.priceChanged',
    showType: ShowType.warn,
    when: 'The price or term the user saw (price, termDays) is no longer the level’s: staff changed it since; values price and termDays (the current ones). Nothing moved.',
  },
  VIP_LEVEL_NOT_ABOVE_CURRENT: {
    code: 1_017_000_004,
    status: 409,
    key: 'vip.notAboveCurrent',
    showType: ShowType.warn,
    when: 'A purchase or application of a level below the caller’s current level (or equal to it, except to extend an active purchased term of that level); data.field is level, values current. Nothing changed.',
  },
  VIP_NOT_APPLICABLE: {
    code: 1_017_000_005,
    status: 409,
    key: 'vip.notApplicable',
    showType: ShowType.warn,
    when: 'An application for a level staff do not take applications for; data.field is level. Nothing changed.',
  },
  VIP_APPLICATION_PENDING: {
    code: 1_017_000_006,
    status: 409,
    key: 'vip.applicationPending',
    showType: ShowType.warn,
    when: 'An application while the caller already has one waiting for review; data.field is level. Nothing changed.',
  },
  VIP_APPLICATION_DECIDED: {
    code: 1_017_000_007,
    status: 409,
    key: 'vip.applicationDecided',
    showType: ShowType.warn,
    when: 'A staff approve or reject of an application that is no longer pending (someone decided first); data.field is id. Nothing changed.',
  },
  VIP_APPLICATION_NOT_FOUND: {
    code: 1_017_000_008,
    status: 404,
    key: 'vip.applicationNotFound',
    showType: ShowType.warn,
    when: 'A staff decision on an application id that does not exist; data.field is id. Nothing changed.',
  },
} satisfies Record<string, ErrorDefinition>;
