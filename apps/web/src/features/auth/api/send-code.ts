import { useMutation } from '@tanstack/react-query';
import type { sendCaptcha } from '@exchange/contracts/http/system/auth/send-captcha';
import type { OperationQuery } from '@exchange/contracts/http/operation';
import { callOperation } from '@/lib/api-client';
import { authOperations } from './auth-operations';

export type SendCodeRequest = OperationQuery<typeof sendCaptcha>;

/** Sends a 6-digit verification code (purpose 1 register, 2 reset password, 3 update profile). */
export function sendCode(query: SendCodeRequest) {
  return callOperation(authOperations.sendCaptcha, { query, noMsg: true });
}

export function useSendCode() {
  return useMutation({ mutationFn: sendCode });
}
