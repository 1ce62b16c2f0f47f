export * from './database';
export * from './schema/index';
export { countRoundTrips } from './round-trips';
