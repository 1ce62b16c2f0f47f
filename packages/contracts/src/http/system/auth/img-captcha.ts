import { z } from 'zod';
import { defineOperation } from '../../operation';

export const imageCaptcha = defineOperation({
  method: 'GET',
  path: '/system/auth/img-captcha',
  auth: 'none',
  summary: 'A single-use image captcha (SVG data URL), valid for 5 minutes.',
  response: z.object({ captchaId: z.string().uuid(), image: z.string() }),
});
