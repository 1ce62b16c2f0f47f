export { createStaffModule } from './staff-module';
export { createStaffAccount, seedSuperAdmin, SUPER_ADMIN_USERNAME } from './staff-accounts';
export { staffCallerOf } from './staff-guard';
