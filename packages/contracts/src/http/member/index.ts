export * from './current-member';
export * from './update-contact';
export * from './update-avatar-name';
export * from './update-pay-password';
export * from './real-name';
