import type { ErrorDefinition } from './error-definition';

/** The refusals of block trades (module 015), spread into the one catalogue in errors.ts. Codes 1_015_000_NNN. */
export const blockTradeErrors = {} satisfies Record<string, ErrorDefinition>;
