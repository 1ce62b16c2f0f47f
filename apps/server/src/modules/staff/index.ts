export { registerStaffModule } from './staff-routes';
export { createStaffAccount, seedSuperAdmin, SUPER_ADMIN_USERNAME } from './staff-accounts';
