import { z } from 'zod';
import { pageQuerySchema, pageResultSchema, passwordSchema } from '../../common';
import { defineOperation } from '../operation';
import { StaffPermission, STAFF_PERMISSIONS, STAFF_ROLES } from './permissions';
import { AUDIT_SORT_COLUMNS, sortQueryShape, STAFF_SORT_COLUMNS } from './sorting';

/**
 * Staff sign-in (password + TOTP), the caller's own account, staff management and the audit log.
 * A new account signs in with its one-time password, replaces it (auth/update-password), then enrols TOTP
 * (auth/totp/enrol + auth/totp/confirm); until both are done every other route answers 403.
 */
const totpCodeSchema = z.string().regex(/^\d{6}$/, 'must be the 6 digits of the authenticator app');
const idBodySchema = z.strictObject({ id: z.number().int().positive() });
const staffRoleSchema = z.enum(STAFF_ROLES);

export const staffLogin = defineOperation({
  method: 'POST',
  path: '/auth/login',
  auth: 'staff-login',
  summary:
    'Staff login: password, then the TOTP code once enrolled (STAFF_TOTP_REQUIRED without it). A new account must change its one-time password and enrol TOTP before anything else works.',
  body: z.strictObject({
    username: z.string().trim().min(3).max(64),
    password: z.string().min(1).max(128),
    totpCode: totpCodeSchema.optional(),
  }),
  response: z.object({
    accessToken: z.string(),
    expiresAtMs: z.number().int(),
    mustChangePassword: z.boolean(),
    mustEnrolTotp: z.boolean(),
    role: z.string(),
  }),
});

export const staffSelfSchema = z.object({
  staffId: z.number().int(),
  username: z.string(),
  role: z.string(),
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
  mustChangePassword: z.boolean(),
  mustEnrolTotp: z.boolean(),
  sessionExpiresAtMs: z.number().int(),
});

export const staffMe = defineOperation({
  method: 'GET',
  path: '/auth/me',
  auth: 'staff',
  permission: StaffPermission.self,
  summary: 'The signed-in staff account: role, permissions and what it must do first.',
  response: staffSelfSchema,
});

export const staffLogout = defineOperation({
  method: 'POST',
  path: '/auth/logout',
  auth: 'staff',
  permission: StaffPermission.self,
  summary: "Ends the caller's session.",
  response: z.literal(true),
});

export const staffUpdatePassword = defineOperation({
  method: 'PUT',
  path: '/auth/update-password',
  auth: 'staff',
  permission: StaffPermission.self,
  summary: "Replace the caller's password (required first after a one-time password); other sessions end.",
  body: z
    .strictObject({
      oldPassword: z.string().min(1).max(128),
      newPassword: passwordSchema.and(z.string().min(12, 'must be at least 12 characters')),
    })
    .refine((body) => body.oldPassword !== body.newPassword, {
      path: ['newPassword'],
      message: 'must differ from the old one',
    }),
  response: z.literal(true),
});

export const staffEnrolTotp = defineOperation({
  method: 'POST',
  path: '/auth/totp/enrol',
  auth: 'staff',
  permission: StaffPermission.self,
  summary:
    'Starts TOTP enrolment for an account without it: a new secret and its otpauth:// address for the QR code. Confirm with auth/totp/confirm.',
  response: z.object({ secret: z.string(), otpauthUrl: z.string() }),
});

export const staffConfirmTotp = defineOperation({
  method: 'POST',
  path: '/auth/totp/confirm',
  auth: 'staff',
  permission: StaffPermission.self,
  summary: 'Finishes enrolment with a code from the authenticator app; the session is then fully signed in.',
  body: z.strictObject({ code: totpCodeSchema }),
  response: z.literal(true),
});

export const staffAccountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.string(),
  /** 1 active, 0 disabled. */
  status: z.number().int(),
  isTotpEnrolled: z.boolean(),
  mustChangePassword: z.boolean(),
  createdAt: z.number().int(),
  lastLoginAt: z.number().int().nullable(),
});

export const adminPageStaff = defineOperation({
  method: 'GET',
  path: '/staff/page',
  auth: 'staff',
  permission: StaffPermission.staffRead,
  summary: 'Staff accounts, oldest first unless `sortBy` picks another order.',
  query: z.strictObject({
    ...pageQuerySchema.shape,
    role: staffRoleSchema.optional(),
    ...sortQueryShape(STAFF_SORT_COLUMNS),
  }),
  response: pageResultSchema(staffAccountSchema),
});

const oneTimePasswordResponse = z.object({ account: staffAccountSchema, oneTimePassword: z.string() });

export const adminCreateStaff = defineOperation({
  method: 'POST',
  path: '/staff/create',
  auth: 'staff',
  permission: StaffPermission.staffManage,
  summary: 'Creates a staff account; its one-time password is returned once and never again.',
  body: z.strictObject({
    username: z
      .string()
      .trim()
      .regex(
        /^[a-z0-9._-]{3,64}$/,
        'must be 3 to 64 lower-case letters, digits, dots, dashes or underscores',
      ),
    role: staffRoleSchema,
  }),
  response: oneTimePasswordResponse,
});

export const adminUpdateStaff = defineOperation({
  method: 'PUT',
  path: '/staff/update',
  auth: 'staff',
  permission: StaffPermission.staffManage,
  summary: "Changes a staff account's role or status (0 disables it and ends its sessions). Not your own.",
  body: z
    .strictObject({
      id: z.number().int().positive(),
      role: staffRoleSchema.optional(),
      status: z.union([z.literal(0), z.literal(1)]).optional(),
    })
    .refine((body) => body.role !== undefined || body.status !== undefined, {
      path: ['role'],
      message: 'role or status is required',
    }),
  response: staffAccountSchema,
});

export const adminResetStaffPassword = defineOperation({
  method: 'POST',
  path: '/staff/reset-password',
  auth: 'staff',
  permission: StaffPermission.staffManage,
  summary: 'Gives another staff account a new one-time password (shown once) and ends its sessions.',
  body: idBodySchema,
  response: oneTimePasswordResponse,
});

export const adminResetStaffTotp = defineOperation({
  method: 'POST',
  path: '/staff/reset-totp',
  auth: 'staff',
  permission: StaffPermission.staffManage,
  summary: "Clears another staff account's TOTP (lost phone); it enrols again at its next login.",
  body: idBodySchema,
  response: staffAccountSchema,
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  staffId: z.number().int().nullable(),
  staffUsername: z.string().nullable(),
  role: z.string().nullable(),
  /** `METHOD /path` of the admin route. */
  action: z.string(),
  /** What it acted on, e.g. `withdrawal:12`, `user:100001`. */
  target: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  /** The request body, with passwords and codes removed. */
  request: z.unknown().nullable(),
  /** 200 on success, else the HTTP status of the refusal. */
  status: z.number().int(),
  /** The error's name on a refusal. */
  error: z.string().nullable(),
  ip: z.string(),
  createdAt: z.number().int(),
});

export const adminPageAudit = defineOperation({
  method: 'GET',
  path: '/audit/page',
  auth: 'staff',
  permission: StaffPermission.auditRead,
  summary:
    'The append-only audit log of staff actions, newest first; filter by staff, action, target, time; `sortBy` picks another order.',
  query: z.strictObject({
    ...pageQuerySchema.shape,
    staffId: z.coerce.number().int().positive().optional(),
    action: z.string().trim().min(1).max(100).optional(),
    target: z.string().trim().min(1).max(100).optional(),
    fromMs: z.coerce.number().int().nonnegative().optional(),
    toMs: z.coerce.number().int().nonnegative().optional(),
    ...sortQueryShape(AUDIT_SORT_COLUMNS),
  }),
  response: pageResultSchema(auditEntrySchema),
});
