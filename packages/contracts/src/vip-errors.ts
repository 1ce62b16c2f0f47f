import type { ErrorDefinition } from './error-definition';

/** The refusals of VIP levels (module 017), spread into the one catalogue in errors.ts. Codes 1_017_000_NNN. */
export const vipErrors = {} satisfies Record<string, ErrorDefinition>;
