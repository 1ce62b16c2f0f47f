// The subscription operations (issue 19 §2); one file per operation group, re-exported here.
export * from './subscription-common';
export * from './subscription-buy';
export * from './subscription-reads';
export * from './admin-subscription';
