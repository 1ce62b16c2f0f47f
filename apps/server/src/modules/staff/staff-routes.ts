import type { FastifyInstance } from 'fastify';
import {
  adminCreateStaff,
  adminPageAudit,
  adminPageStaff,
  adminResetStaffPassword,
  adminResetStaffTotp,
  adminUpdateStaff,
  runLedgerAudit,
  staffConfirmTotp,
  staffEnrolTotp,
  staffLogin as staffLoginOperation,
  staffLogout as staffLogoutOperation,
  staffMe,
  staffUpdatePassword,
} from '@exchange/contracts';
import type { AppContext } from '../../platform/context';
import { registerOperation } from '../../platform/http/operation-route';
import { registerStaffAudit } from '../../platform/http/staff-audit';
import { auditLedger } from '../ledger/index';
import { pageAuditLog } from './audit-log';
import { registerStaffGuard } from './staff-guard';
import { staffLogin, staffLogout, staffSelf, updateStaffPassword } from './staff-login';
import { createStaff, pageStaff, resetStaffPassword, resetStaffTotp, updateStaff } from './staff-management';
import { confirmStaffTotp, enrolStaffTotp } from './staff-totp';

/** Per client IP: a handful of staff logins a minute is plenty; guessing passwords or codes is not. */
const STAFF_LOGIN_LIMITS = { rateLimit: { max: 10, timeWindowMs: 60_000 } };
/** Enrolment codes are guessable too: the same limit. */
const TOTP_LIMITS = STAFF_LOGIN_LIMITS;

/**
 * Staff sign-in, the caller's own account, staff management, the audit log and the ledger auditor on the admin
 * API, plus the guard and audit hook every admin route passes; `prefix` is where this plugin is mounted.
 */
export const registerStaffRoutes = (admin: FastifyInstance, context: AppContext, prefix: string) => {
  registerStaffGuard(admin, context, prefix);
  registerStaffAudit(admin, context.db, prefix);
  registerOperation(
    admin,
    staffLoginOperation,
    ({ request, body }) => staffLogin(context, request, body),
    STAFF_LOGIN_LIMITS,
  );
  registerOperation(admin, staffMe, async ({ staff }) => staffSelf(staff));
  registerOperation(admin, staffLogoutOperation, ({ request, staff }) =>
    staffLogout(context, request, staff),
  );
  registerOperation(admin, staffUpdatePassword, ({ request, staff, body }) =>
    updateStaffPassword(context, request, staff, body),
  );
  registerOperation(
    admin,
    staffEnrolTotp,
    ({ request, staff }) => enrolStaffTotp(context, request, staff),
    TOTP_LIMITS,
  );
  registerOperation(
    admin,
    staffConfirmTotp,
    ({ request, staff, body }) => confirmStaffTotp(context, request, staff, body),
    TOTP_LIMITS,
  );
  registerOperation(admin, adminPageStaff, ({ query }) => pageStaff(context, query));
  registerOperation(admin, adminCreateStaff, ({ request, body }) => createStaff(context, request, body));
  registerOperation(admin, adminUpdateStaff, ({ request, staff, body }) =>
    updateStaff(context, request, staff, body),
  );
  registerOperation(admin, adminResetStaffPassword, ({ request, staff, body }) =>
    resetStaffPassword(context, request, staff, body),
  );
  registerOperation(admin, adminResetStaffTotp, ({ request, staff, body }) =>
    resetStaffTotp(context, request, staff, body),
  );
  registerOperation(admin, adminPageAudit, ({ query }) => pageAuditLog(context, query));
  registerOperation(admin, runLedgerAudit, () => auditLedger(context.db));
};
