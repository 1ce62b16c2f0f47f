export * from './envelope';
export * from './errors';
export * from './enums';
export * from './common';
export * from './http/index';
export * from './ws/index';
export * from './strict-text';
