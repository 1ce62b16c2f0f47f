// The fast-contract operations (issue 18); one file per operation, re-exported here.
export * from './fast-contract-common';
export * from './buy';
export * from './fast-contract-reads';
export * from './fast-contract-settings';
