export { createMemberModule } from './member-module';
export { requireActiveUser } from './users-repository';
export { verifiedNationalityOf } from './verified-nationality';
export {
  ACCOUNT_COMMITMENTS,
  STAFF_USER_VIEW_PARTS,
  type AccountCommitments,
  type StaffUserViewPart,
} from './account-extensions';
