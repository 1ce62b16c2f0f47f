export { registerMemberModule } from './member-routes';
