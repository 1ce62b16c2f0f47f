import { callOperation } from '@/lib/api-client';
import { authOperations } from './auth-operations';

/** A fresh single-use image captcha (an SVG data URL). */
export function fetchImageCaptcha() {
  return callOperation(authOperations.imageCaptcha);
}
