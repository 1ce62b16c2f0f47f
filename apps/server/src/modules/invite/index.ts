export { createInviteModule } from './invite-module';
