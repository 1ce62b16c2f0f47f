import type { FastifyInstance } from 'fastify';
import {
  getCurrentMember as getCurrentMemberOperation,
  getRealName as getRealNameOperation,
  submitRealName as submitRealNameOperation,
  updateAvatarName as updateAvatarNameOperation,
  updateEmail as updateEmailOperation,
  updatePayPassword as updatePayPasswordOperation,
  updatePhone as updatePhoneOperation,
  uploadConfirm as uploadConfirmOperation,
  uploadCredentials as uploadCredentialsOperation,
  uploadFile as uploadFileOperation,
} from '@exchange/contracts';
import type { AppContext } from '../../platform/context';
import { registerOperation, type RouteLimits } from '../../platform/http/operation-route';
import { getCurrentMember } from './get-current-member';
import { getRealName } from './get-real-name';
import { submitRealName } from './submit-real-name';
import { updateAvatarName } from './update-avatar-name';
import { updateEmail } from './update-email';
import { updatePayPassword } from './update-pay-password';
import { updatePhone } from './update-phone';
import { uploadConfirm } from './upload-confirm';
import { uploadCredentials } from './upload-credentials';
import { uploadFile } from './upload-file';

/** Per client IP: generous for a person editing a profile, tight enough to blunt code guessing and upload floods. */
export const MEMBER_MUTATION_LIMITS: RouteLimits = { rateLimit: { max: 20, timeWindowMs: 60_000 } };

/** The member's own profile, contacts, pay password, real-name verification and uploads (spec §7 Member). */
export const registerMemberRoutes = (app: FastifyInstance, context: AppContext) => {
  registerOperation(app, getCurrentMemberOperation, ({ caller }) => getCurrentMember(context, caller));
  registerOperation(
    app,
    updateEmailOperation,
    ({ caller, body }) => updateEmail(context, caller, body),
    MEMBER_MUTATION_LIMITS,
  );
  registerOperation(
    app,
    updatePhoneOperation,
    ({ caller, body }) => updatePhone(context, caller, body),
    MEMBER_MUTATION_LIMITS,
  );
  registerOperation(
    app,
    updateAvatarNameOperation,
    ({ caller, body }) => updateAvatarName(context, caller, body),
    MEMBER_MUTATION_LIMITS,
  );
  registerOperation(
    app,
    updatePayPasswordOperation,
    ({ caller, body }) => updatePayPassword(context, caller, body),
    MEMBER_MUTATION_LIMITS,
  );
  registerOperation(
    app,
    submitRealNameOperation,
    ({ caller, request }) => submitRealName(context, caller, request),
    MEMBER_MUTATION_LIMITS,
  );
  registerOperation(app, getRealNameOperation, ({ caller }) => getRealName(context, caller));
  registerOperation(
    app,
    uploadFileOperation,
    ({ caller, request }) => uploadFile(context, caller, request),
    MEMBER_MUTATION_LIMITS,
  );
  registerOperation(
    app,
    uploadCredentialsOperation,
    ({ caller, body }) => uploadCredentials(context, caller, body),
    MEMBER_MUTATION_LIMITS,
  );
  registerOperation(
    app,
    uploadConfirmOperation,
    ({ caller, body }) => uploadConfirm(context, caller, body),
    MEMBER_MUTATION_LIMITS,
  );
};
