import type { ErrorDefinition } from './error-definition';

/** The refusals of spot coin orders (module 010), spread into the one catalogue in errors.ts. */
export const spotErrors = {} satisfies Record<string, ErrorDefinition>;
