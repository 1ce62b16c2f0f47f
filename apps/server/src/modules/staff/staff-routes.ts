import type { FastifyInstance } from 'fastify';
import { runLedgerAudit, staffLogin as staffLoginOperation, staffUpdatePassword } from '@exchange/contracts';
import type { AppContext } from '../../platform/context';
import { registerOperation } from '../../platform/http/operation-route';
import { auditLedger } from '../ledger/index';
import { registerStaffGuard } from './staff-guard';
import { staffLogin, updateStaffPassword } from './staff-login';

/** Per client IP: a handful of staff logins a minute is plenty; guessing is not. */
const STAFF_LOGIN_LIMITS = { rateLimit: { max: 10, timeWindowMs: 60_000 } };

/** Staff accounts and the ledger auditor on the admin API; `prefix` is where this plugin is mounted. */
export const registerStaffModule = (admin: FastifyInstance, context: AppContext, prefix: string) => {
  registerStaffGuard(admin, context, prefix);
  registerOperation(admin, staffLoginOperation, ({ body }) => staffLogin(context, body), STAFF_LOGIN_LIMITS);
  registerOperation(admin, staffUpdatePassword, ({ staff, body }) =>
    updateStaffPassword(context, staff, body),
  );
  registerOperation(admin, runLedgerAudit, () => auditLedger(context.db));
};
