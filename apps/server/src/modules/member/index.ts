export { registerMemberModule } from './member-routes';
export { checkImage, type CheckedImage } from './image-files';
export { requireActiveUser } from './users-repository';
export { registerAdminMemberRoutes } from './admin/admin-member-routes';
