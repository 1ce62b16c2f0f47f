import { callOperation } from '@/lib/api-client';
import { operations } from '@/lib/operations';

/** A fresh single-use image captcha (an SVG data URL). */
export function fetchImageCaptcha() {
  return callOperation(operations.imageCaptcha);
}
