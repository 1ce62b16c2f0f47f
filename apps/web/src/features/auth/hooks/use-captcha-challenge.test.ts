import { describe, expect, it } from 'vitest';
import { ErrorCodes } from '@exchange/contracts/errors';
import { ApiError } from '@/lib/api-client';
import { CAPTCHA_ERROR_CODES, isCaptchaError } from './use-captcha-challenge';

describe('captcha error codes', () => {
  it('match the contracts error catalogue', () => {
    expect(CAPTCHA_ERROR_CODES.required).toBe(ErrorCodes.CAPTCHA_REQUIRED.code);
    expect(CAPTCHA_ERROR_CODES.invalid).toBe(ErrorCodes.CAPTCHA_INVALID.code);
  });

  it('recognise only captcha errors', () => {
    expect(isCaptchaError(new ApiError(ErrorCodes.CAPTCHA_REQUIRED.code, 'x', 1))).toBe(true);
    expect(isCaptchaError(new ApiError(ErrorCodes.BAD_CREDENTIALS.code, 'x', 2))).toBe(false);
    expect(isCaptchaError(new Error('x'))).toBe(false);
  });
});
