import type { ErrorDefinition } from './error-definition';

/** The refusals of subscriptions (IEO and IPO) (module 014), spread into the one catalogue in errors.ts. Codes 1_014_000_NNN. */
export const subscriptionErrors = {} satisfies Record<string, ErrorDefinition>;
