import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  cancelOnline,
  emailRegister,
  imageCaptcha,
  keepOnline,
  login,
  logout,
  refreshToken,
  resetPassword,
  sendCaptcha,
  smsRegister,
  temporaryLogin,
  updatePassword,
  validRepeatLogin,
} from '@exchange/contracts';
import type { AppContext } from '../../platform/context';
import { resolveLanguage } from '../../platform/i18n';
import { registerOperation } from '../../platform/http/operation-route';
import { hasOtherSession, login as loginUser } from './login';
import { register } from './register';
import { resetPassword as resetUserPassword, updatePassword as updateUserPassword } from './passwords';
import { sendVerificationCode } from './send-code';
import {
  keepOnline as markOnline,
  logout as logoutSession,
  refreshTokenPair,
  temporaryLogin as loginVisitor,
} from './session-calls';
import { createImageCaptcha } from './image-captcha';

const MINUTE_MS = 60_000;
const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });
const languageOf = (request: FastifyRequest) =>
  resolveLanguage(request.headers.language as string | undefined);

/** Per-IP ceilings on top of the per-account captcha rule (brute force answers 429). */
const limits = {
  login: { rateLimit: { max: 20, timeWindowMs: MINUTE_MS } },
  register: { rateLimit: { max: 10, timeWindowMs: MINUTE_MS } },
  code: { rateLimit: { max: 10, timeWindowMs: MINUTE_MS } },
  refresh: { rateLimit: { max: 60, timeWindowMs: MINUTE_MS } },
  captcha: { rateLimit: { max: 30, timeWindowMs: MINUTE_MS } },
};

export const registerAuthRoutes = (app: FastifyInstance, context: AppContext) => {
  registerOperation(app, login, ({ body, request }) => loginUser(context, body, meta(request)), limits.login);
  registerOperation(
    app,
    validRepeatLogin,
    ({ body, request }) => hasOtherSession(context, body, request.ip),
    limits.login,
  );
  registerOperation(
    app,
    emailRegister,
    ({ body, request }) =>
      register(context, { ...body, account: { channel: 'email', address: body.email } }, meta(request)),
    limits.register,
  );
  registerOperation(
    app,
    smsRegister,
    ({ body, request }) =>
      register(
        context,
        { ...body, account: { channel: 'sms', areaCode: body.areaCode, phone: body.phone } },
        meta(request),
      ),
    limits.register,
  );
  registerOperation(
    app,
    sendCaptcha,
    ({ query, request }) => sendVerificationCode(context, query, request, languageOf(request)),
    limits.code,
  );
  registerOperation(app, imageCaptcha, () => createImageCaptcha(context), limits.captcha);
  registerOperation(app, resetPassword, ({ body }) => resetUserPassword(context, body), limits.register);
  registerOperation(
    app,
    updatePassword,
    ({ body, caller }) => updateUserPassword(context, caller, body),
    limits.login,
  );
  registerOperation(
    app,
    refreshToken,
    ({ body }) => refreshTokenPair(context, body.refreshToken),
    limits.refresh,
  );
  registerOperation(app, keepOnline, ({ caller }) => markOnline(context, caller, true));
  registerOperation(app, cancelOnline, ({ caller }) => markOnline(context, caller, false));
  registerOperation(app, logout, ({ caller }) => logoutSession(context, caller));
  registerOperation(
    app,
    temporaryLogin,
    ({ request }) => loginVisitor(context, meta(request)),
    limits.register,
  );
};
