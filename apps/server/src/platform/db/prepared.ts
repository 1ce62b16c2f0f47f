import type { DbOrTx } from './database';
import { statementLogger } from './round-trips';

/**
 * A hot statement written once as text: on PostgreSQL it is sent as a named prepared statement, so each connection
 * parses and plans it once and Node builds no SQL per call (the issue-5 profile had a quarter of an order's CPU in
 * query building); PGlite runs the same text on its one in-process connection. Only for the money path's few
 * statements that run on every request; everything else goes through drizzle.
 */
export interface PreparedStatement {
  name: string;
  text: string;
}

export const preparedStatement = (name: string, text: string): PreparedStatement => ({
  name,
  text: text.replace(/\s+/g, ' ').trim(),
});

interface RawClient {
  query(
    config: { name: string; text: string; values: unknown[] } | string,
    values?: unknown[],
  ): Promise<{
    rows: unknown[];
  }>;
}

/** The driver's client under drizzle's session (a pooled connection inside a transaction, or PGlite). */
const clientOf = (db: DbOrTx) => (db as unknown as { session: { client: RawClient } }).session.client;

/** PGlite (and its transactions) can run a multi-statement script (`exec`); node-postgres clients and pools cannot. */
const isNodePostgres = (client: RawClient) => !('exec' in client);

/** Runs `statement` with positional `values` ($1…) and answers its rows as the driver parsed them. */
export const runPrepared = async <Row>(
  db: DbOrTx,
  statement: PreparedStatement,
  values: unknown[],
): Promise<Row[]> => {
  statementLogger.logQuery(statement.text, values);
  const client = clientOf(db);
  const result = isNodePostgres(client)
    ? await client.query({ name: statement.name, text: statement.text, values })
    : await client.query(statement.text, values);
  return result.rows as Row[];
};
