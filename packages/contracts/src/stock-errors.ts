import type { ErrorDefinition } from './error-definition';

/** The refusals of stock orders and holdings (module 011), spread into the one catalogue in errors.ts. */
export const stockErrors = {} satisfies Record<string, ErrorDefinition>;
