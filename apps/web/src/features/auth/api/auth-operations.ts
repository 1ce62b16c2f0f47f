import type * as Http from '@exchange/contracts/http/index';
import { operationRef as ref } from '@/lib/operations';

/**
 * The sign-in, registration and password operations this feature calls (`system/auth/*`), by their
 * `@exchange/contracts/http` export name: method and path only at run time. lib/operations.test.ts checks
 * each entry against the contract. Kept here, not in lib/operations.ts, so they download with the feature's
 * screens rather than with every screen.
 */
export const authOperations = {
  login: ref<typeof Http.login>('POST', '/system/auth/login'),
  validRepeatLogin: ref<typeof Http.validRepeatLogin>('POST', '/system/auth/valid-repeat-login'),
  emailRegister: ref<typeof Http.emailRegister>('POST', '/system/auth/email-register'),
  smsRegister: ref<typeof Http.smsRegister>('POST', '/system/auth/sms-register'),
  sendCaptcha: ref<typeof Http.sendCaptcha>('GET', '/system/auth/send-captcha'),
  imageCaptcha: ref<typeof Http.imageCaptcha>('GET', '/system/auth/img-captcha'),
  resetPassword: ref<typeof Http.resetPassword>('POST', '/system/auth/reset-pwd'),
  updatePassword: ref<typeof Http.updatePassword>('POST', '/system/auth/update-pwd'),
};
