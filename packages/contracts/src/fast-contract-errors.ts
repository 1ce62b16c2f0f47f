import type { ErrorDefinition } from './error-definition';

/** The refusals of fast contracts (module 012), spread into the one catalogue in errors.ts. */
export const fastContractErrors = {} satisfies Record<string, ErrorDefinition>;
