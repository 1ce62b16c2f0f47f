import { ErrorCodes, type ErrorData, type ErrorName } from '@exchange/contracts';

/**
 * A user-facing error: a catalogue entry plus the field it concerns and interpolation values for the message.
 * Programmer errors are plain `Error`s (or failed assertions) and become a 500 with nothing leaked.
 */
export class AppError extends Error {
  readonly definition: (typeof ErrorCodes)[ErrorName];
  constructor(
    readonly errorName: ErrorName,
    readonly details: { field?: string; values?: Record<string, string | number>; data?: ErrorData } = {},
  ) {
    super(errorName);
    this.definition = ErrorCodes[errorName];
  }
}

export const fail = (errorName: ErrorName, details?: AppError['details']): never => {
  throw new AppError(errorName, details);
};

/** Assertion for states the code itself guarantees; a failure is a bug, not a user error. */
export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`Assertion failed: ${message}`);
}

/** A refusal to start that the operator can fix (bad configuration, data directory in use): printed without a stack. */
export class StartupError extends Error {}
