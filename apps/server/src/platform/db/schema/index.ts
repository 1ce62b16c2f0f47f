export * from './users';
export * from './verification';
export * from './system';
export * from './market';
export * from './ledger';
export * from './staff';
export * from './wallet';
export * from './contract';
