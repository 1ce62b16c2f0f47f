import type { ErrorDefinition } from './error-definition';

/** The refusals of collateralised loans (module 016), spread into the one catalogue in errors.ts. Codes 1_016_000_NNN. */
export const loanErrors = {} satisfies Record<string, ErrorDefinition>;
