import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';

/**
 * Counts the statements an operation sends to the database, through the `Db` interface itself: every statement
 * drizzle sends is logged here, and so are the BEGIN and COMMIT of a transaction (PGlite opens its transactions below
 * drizzle's logger, so `countTransactions` adds them there). Only work started inside `countRoundTrips` is counted
 * (AsyncLocalStorage): engines running beside it are not. The round-trip test holds each money operation to a budget.
 */
const scope = new AsyncLocalStorage<string[]>();

export const statementLogger: Logger = {
  logQuery: (query) => {
    scope.getStore()?.push(query.trim().split(/\s+/, 1)[0]?.toLowerCase() ?? '');
  },
};

/** Records a transaction's BEGIN and its end for a driver whose transactions bypass the logger (PGlite). */
export const countTransactions = <T>(run: () => Promise<T>): Promise<T> => {
  const statements = scope.getStore();
  if (!statements) return run();
  statements.push('begin');
  return run().finally(() => statements.push('commit'));
};

/** Runs `work` and answers the statements it sent (first word of each: select, insert, update, with, begin, …). */
export const countRoundTrips = async <T>(work: () => Promise<T>) => {
  const statements: string[] = [];
  const value = await scope.run(statements, work);
  return { value, statements };
};
