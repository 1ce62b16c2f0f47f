import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@exchange/contracts/http/system/auth/login';
import { callOperation } from '@/lib/api-client';
import { authOperations } from './auth-operations';
import { setTokens } from '@/lib/token-store';

export interface LoginResult {
  /** The account had a live session elsewhere; logging in here ended it (spec: "login switched to this device"). */
  hasReplacedOtherSession: boolean;
}

/**
 * Checks for a session on another device, then logs in. The check verifies the credentials and consumes the image
 * captcha (a correct login resets the failure count, so the login itself needs none).
 */
export async function loginWithDeviceCheck(request: LoginRequest): Promise<LoginResult> {
  const { hasOtherSession } = await callOperation(authOperations.validRepeatLogin, {
    body: request,
    noMsg: true,
  });
  const { captchaId: _captchaId, captchaCode: _captchaCode, ...credentials } = request;
  const tokens = await callOperation(authOperations.login, { body: credentials, noMsg: true });
  setTokens(tokens);
  return { hasReplacedOtherSession: hasOtherSession };
}

export function useLogin() {
  return useMutation({ mutationFn: loginWithDeviceCheck });
}
