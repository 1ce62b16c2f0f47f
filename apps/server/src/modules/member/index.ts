export { registerMemberModule } from './member-routes';
export { readMultipartForm, type MultipartForm } from './multipart-form';
export { checkImage, type CheckedImage } from './image-files';
export { requireActiveUser } from './users-repository';
export { registerAdminMemberRoutes } from './admin/admin-member-routes';
