export { registerStaffModule } from './staff-routes';
export { createStaffAccount, seedSuperAdmin, StaffRole, SUPER_ADMIN_USERNAME } from './staff-accounts';
