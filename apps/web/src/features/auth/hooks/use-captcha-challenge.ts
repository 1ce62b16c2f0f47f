import { useCallback, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { fetchImageCaptcha } from '../api/image-captcha';

export interface CaptchaChallenge {
  captchaId: string;
  image: string;
}

/** ErrorCodes.CAPTCHA_REQUIRED and CAPTCHA_INVALID of the contracts (checked in use-captcha-challenge.test.ts). */
export const CAPTCHA_ERROR_CODES = { required: 1_002_000_005, invalid: 1_002_000_006 } as const;

const CAPTCHA_CODES: ReadonlySet<number> = new Set(Object.values(CAPTCHA_ERROR_CODES));

export function isCaptchaError(error: unknown): boolean {
  return error instanceof ApiError && CAPTCHA_CODES.has(error.code);
}

/**
 * The image captcha of a form. It appears when the server answers "captcha required" (or "captcha invalid"),
 * and a fresh image is fetched after every attempt that used one, because each captcha is single-use.
 */
export function useCaptchaChallenge() {
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [isLoading, setIsLoading] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);

  const refresh = useCallback(async () => {
    setIsLoading(true);
    setHasFailed(false);
    try {
      setChallenge(await fetchImageCaptcha());
    } catch {
      setHasFailed(true);
    } finally {
      setIsLoading(false);
    }
  }, []);

  /** Call after an attempt: shows (or renews) the captcha when the server asks for one. Returns whether it did. */
  const handleAttempt = useCallback(
    (error: unknown): boolean => {
      const isRequired = isCaptchaError(error);
      if (isRequired || challenge) void refresh();
      return isRequired;
    },
    [challenge, refresh],
  );

  /** The captcha fields to send with a call, when a captcha is shown. */
  const fieldsFor = useCallback(
    (captchaCode: string | undefined) =>
      challenge && captchaCode ? { captchaId: challenge.captchaId, captchaCode: captchaCode.trim() } : {},
    [challenge],
  );

  return { challenge, isLoading, hasFailed, refresh, handleAttempt, fieldsFor };
}
