export * from './languages';
export * from './countries';
export * from './time-zones';
export * from './currencies';
export * from './instruments';
export * from './contract-specs';
