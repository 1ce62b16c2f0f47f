export * from './operation';
export * from './system/index';
export * from './member/index';
export * from './infra/file-upload';
export * from './market/index';
export * from './wallet/index';
export * from './admin/index';
export * from './contract/index';
