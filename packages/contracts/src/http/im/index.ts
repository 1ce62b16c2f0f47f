// The chat operations (issue 21 §1); one file per group, re-exported here.
export * from './im-user';
export * from './im-admin';
