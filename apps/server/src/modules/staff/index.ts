export { createStaffModule } from './staff-module';
export { createStaffAccount, liveStaffSession, seedSuperAdmin, SUPER_ADMIN_USERNAME } from './staff-accounts';
