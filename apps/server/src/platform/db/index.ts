export * from './database';
export * from './schema/index';
