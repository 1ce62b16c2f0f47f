// The spot operations (issue 18); one file per operation group, re-exported here.
export * from './spot-common';
export * from './place-order';
export * from './revoke-order';
export * from './spot-reads';
export * from './admin-fee-rates';
