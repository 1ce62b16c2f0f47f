// The loan operations (issue 19 §4); one file per group, re-exported here.
export * from './loan-common';
export * from './loan-user';
export * from './loan-admin';
