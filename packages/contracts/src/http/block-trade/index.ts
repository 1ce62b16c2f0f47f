// The block-trade operations (issue 19 §3, spec "Bulk"); one file per operation group, re-exported here.
export * from './block-trade-common';
export * from './buy';
export * from './block-trade-reads';
export * from './block-trade-admin';
