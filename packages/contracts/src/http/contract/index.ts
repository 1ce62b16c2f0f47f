export * from './contract-common';
export * from './place-order';
export * from './close-position';
export * from './contract-reads';
