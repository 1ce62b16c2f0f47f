/**
 * The back office's roles and the one table that says what each may do. Every staff operation names the
 * permission it needs (`Operation.permission`); the server's staff guard checks it against this table on every
 * request, and the admin app hides what the signed-in role cannot use.
 */
export const StaffRole = {
  superAdmin: 'super_admin',
  finance: 'finance',
  compliance: 'compliance',
  support: 'support',
  content: 'content',
  auditor: 'auditor',
} as const;
export type StaffRole = (typeof StaffRole)[keyof typeof StaffRole];
export const STAFF_ROLES = Object.values(StaffRole);

export const StaffPermission = {
  /** The caller's own account: password, TOTP, profile, logout. Every role. */
  self: 'self',
  staffRead: 'staff.read',
  staffManage: 'staff.manage',
  auditRead: 'audit.read',
  usersRead: 'users.read',
  /** Restrict trading, freeze withdrawals, delete an account. */
  usersRestrict: 'users.restrict',
  /** End a user's session (it pushes the forced logout). */
  usersLogout: 'users.logout',
  realNameRead: 'realname.read',
  realNameReview: 'realname.review',
  depositsRead: 'deposits.read',
  depositsReview: 'deposits.review',
  withdrawalsRead: 'withdrawals.read',
  withdrawalsReview: 'withdrawals.review',
  correctionsRead: 'corrections.read',
  /** Propose or approve a balance correction; the approver must be another account. */
  correctionsWrite: 'corrections.write',
  ledgerRead: 'ledger.read',
  /** Declare what the operator holds per asset (the proof-of-reserves view). */
  ledgerDeclare: 'ledger.declare',
  marketsRead: 'markets.read',
  marketsWrite: 'markets.write',
  systemRead: 'system.read',
  systemWrite: 'system.write',
  /** C2C merchants, orders and appeals. */
  c2cRead: 'c2c.read',
  /** Approve or suspend merchants; decide appeals (release to the buyer or return to the seller). */
  c2cDecide: 'c2c.decide',
  /** Customer-service conversations, work orders and ratings. */
  chatRead: 'chat.read',
  /** Take and answer conversations, finish them, canned replies, business hours, work-order replies. */
  chatAnswer: 'chat.answer',
  /** Articles, help, documents and banners, drafts included. */
  contentRead: 'content.read',
  /** Write, publish and delete content; every change is audited. */
  contentWrite: 'content.write',
  /** The forum's posts, replies and reports, pending and hidden ones included. */
  forumRead: 'forum.read',
  /** Approve, reject, hide, restore and pin forum posts and replies; every decision is audited. */
  forumModerate: 'forum.moderate',
} as const;
export type StaffPermission = (typeof StaffPermission)[keyof typeof StaffPermission];
export const STAFF_PERMISSIONS = Object.values(StaffPermission);

const READS: StaffPermission[] = STAFF_PERMISSIONS.filter((permission) => permission.endsWith('.read'));
const P = StaffPermission;

/** Role → permissions. The super admin holds every permission; the auditor every read and nothing else. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  super_admin: STAFF_PERMISSIONS,
  finance: [
    P.self,
    P.usersRead,
    P.depositsRead,
    P.depositsReview,
    P.withdrawalsRead,
    P.withdrawalsReview,
    P.correctionsRead,
    P.correctionsWrite,
    P.ledgerRead,
    P.ledgerDeclare,
  ],
  compliance: [
    P.self,
    P.usersRead,
    P.usersRestrict,
    P.usersLogout,
    P.realNameRead,
    P.realNameReview,
    P.depositsRead,
    P.withdrawalsRead,
    P.auditRead,
    P.c2cRead,
    P.c2cDecide,
  ],
  support: [
    P.self,
    P.usersRead,
    P.usersLogout,
    P.realNameRead,
    P.depositsRead,
    P.withdrawalsRead,
    P.c2cRead,
    P.c2cDecide,
    P.chatRead,
    P.chatAnswer,
  ],
  content: [P.self, P.systemRead, P.systemWrite, P.contentRead, P.contentWrite, P.forumRead, P.forumModerate],
  auditor: [P.self, ...READS],
};

export const isStaffRole = (value: string): value is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(value);

/** Whether a role (as stored; unknown roles hold nothing) has a permission. */
export const staffCan = (role: string, permission: StaffPermission): boolean =>
  isStaffRole(role) && ROLE_PERMISSIONS[role].includes(permission);
