export * from './database';
export * from './schema/index';
export { countRoundTrips } from './round-trips';
export { preparedStatement, runPrepared, type PreparedStatement } from './prepared';
export { isUniqueViolation } from './unique-violation';
