import { useMutation } from '@tanstack/react-query';
import type { emailRegister } from '@exchange/contracts/http/system/auth/email-register';
import type { smsRegister } from '@exchange/contracts/http/system/auth/sms-register';
import type { OperationBody } from '@exchange/contracts/http/operation';
import { callOperation } from '@/lib/api-client';
import { authOperations } from './auth-operations';
import { setTokens } from '@/lib/token-store';

export type RegisterRequest =
  | ({ method: 'email' } & OperationBody<typeof emailRegister>)
  | ({ method: 'phone' } & OperationBody<typeof smsRegister>);

/** Registers by e-mail or phone; the new user is signed in. */
export async function register(request: RegisterRequest): Promise<void> {
  const { method, ...body } = request;
  const tokens =
    method === 'email'
      ? await callOperation(authOperations.emailRegister, {
          body: body as OperationBody<typeof emailRegister>,
          noMsg: true,
        })
      : await callOperation(authOperations.smsRegister, {
          body: body as OperationBody<typeof smsRegister>,
          noMsg: true,
        });
  setTokens(tokens);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
