export { createMemberModule } from './member-module';
export { requireActiveUser } from './users-repository';
export {
  ACCOUNT_COMMITMENTS,
  STAFF_USER_VIEW_PARTS,
  type AccountCommitments,
  type StaffUserViewPart,
} from './account-extensions';
