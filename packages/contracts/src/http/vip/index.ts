// The VIP operations (issue 19): config list, purchase buy, detail, member VIP create, and the staff ones.
export * from './vip-common';
export * from './vip-user';
export * from './vip-admin';
