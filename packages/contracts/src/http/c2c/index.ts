// The C2C operations (issue 20 §2); one file per group, re-exported here.
export * from './c2c-common';
export * from './c2c-user';
export * from './c2c-admin';
