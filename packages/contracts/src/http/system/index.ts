export * from './auth/index';
export * from './reference/reference-data';
export * from './version-notice';
