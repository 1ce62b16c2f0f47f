import type { ErrorDefinition } from './error-definition';

/** The refusals of AI-managed trading (module 013), spread into the one catalogue in errors.ts. Codes 1_013_000_NNN. */
export const aiErrors = {} satisfies Record<string, ErrorDefinition>;
