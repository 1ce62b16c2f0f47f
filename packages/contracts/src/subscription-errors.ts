import { ShowType } from './envelope';
import type { ErrorDefinition } from './error-definition';

/** The refusals of subscriptions (IEO and IPO) (module 014), spread into the one catalogue in errors.ts. Codes 1_014_000_NNN. */
export const subscriptionErrors = {
  SUBSCRIPTION_PROJECT_NOT_FOUND: {
    code: 1_014_000_001,
    status: 404,
    key: 'subscription.projectNotFound',
    showType: ShowType.error,
    when: 'A read or buy of a project that does not exist; data.field is id or projectId.',
  },
  SUBSCRIPTION_NOT_OPEN: {
    code: 1_014_000_002,
    status: 409,
    key: 'subscription.notOpen',
    showType: ShowType.warn,
    when: 'A buy outside the project’s window (before startAt, at or after endAt, or once it closed) or while staff paused it; values phase. data.field projectId. Nothing moved.',
  },
  SUBSCRIPTION_WRONG_CALL: {
    code: 1_014_000_003,
    status: 400,
    key: 'subscription.wrongCall',
    showType: ShowType.warn,
    when: 'A buy through the call of another allotment rule (an IEO commitment through one-click buy, …); data.field projectId, values rule. Nothing moved.',
  },
  SUBSCRIPTION_TERMS_CHANGED: {
    code: 1_014_000_004,
    status: 409,
    key: 'subscription.termsChanged',
    showType: ShowType.warn,
    when: 'The price the user saw is not the project’s; data.field price, values price. Nothing moved.',
  },
  SUBSCRIPTION_QUANTITY_OUT_OF_RANGE: {
    code: 1_014_000_005,
    status: 400,
    key: 'subscription.quantityOutOfRange',
    showType: ShowType.warn,
    when: 'A quantity below the per-user minimum, above the maximum, or with more decimals than the token’s precision; data.field quantity, values min, max, precision. Nothing moved.',
  },
  SUBSCRIPTION_ALREADY_ORDERED: {
    code: 1_014_000_006,
    status: 409,
    key: 'subscription.alreadyOrdered',
    showType: ShowType.warn,
    when: 'A second order of one user on one project (one commitment or buy each); data.field projectId. Nothing moved.',
  },
  SUBSCRIPTION_SOLD_OUT: {
    code: 1_014_000_007,
    status: 422,
    key: 'subscription.soldOut',
    showType: ShowType.warn,
    when: 'A first-come buy larger than the supply left; data.field quantity, values remaining. Nothing moved.',
  },
  SUBSCRIPTION_ORDER_NOT_FOUND: {
    code: 1_014_000_008,
    status: 404,
    key: 'subscription.orderNotFound',
    showType: ShowType.error,
    when: "A detail read of a subscription order that does not exist or is not the caller's; data.field is id.",
  },
  SUBSCRIPTION_TERMS_LOCKED: {
    code: 1_014_000_009,
    status: 409,
    key: 'subscription.termsLocked',
    showType: ShowType.error,
    when: 'Staff changing a project whose window has opened, or creating one whose window starts in the past; data.field id or startAt. Nothing changed.',
  },
  SUBSCRIPTION_SYMBOL_TAKEN: {
    code: 1_014_000_010,
    status: 409,
    key: 'subscription.symbolTaken',
    showType: ShowType.error,
    when: 'Staff publishing a project whose token symbol another project or a listed instrument already uses; data.field symbol. Nothing changed.',
  },
} satisfies Record<string, ErrorDefinition>;
