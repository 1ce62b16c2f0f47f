import { and, eq, gt, isNull } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import { imageCaptchas } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { fail } from '../../platform/errors';
import { constantTimeEqual, keyedHash } from '../../platform/auth/passwords';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

export const hashCaptchaAnswer = (context: AppContext, captchaId: string, answer: string) =>
  keyedHash(context.hashSecret, 'captcha', captchaId, answer.trim().toLowerCase());

export const createImageCaptcha = async (context: AppContext) => {
  const captcha = svgCaptcha.create({
    size: 4,
    noise: 2,
    ignoreChars: '0o1iIlO',
    color: true,
    background: '#f4f5f7',
  });
  const captchaId = context.ids.uuid();
  await context.db.insert(imageCaptchas).values({
    id: captchaId,
    answerHash: hashCaptchaAnswer(context, captchaId, captcha.text),
    expiresAt: new Date(context.clock.nowMs() + CAPTCHA_TTL_MS),
  });
  return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}` };
};

/** Single use: the row is claimed by one UPDATE, so a captcha answer cannot be replayed. */
const checkImageCaptcha = async (context: AppContext, captchaId: string, answer: string) => {
  const now = new Date(context.clock.nowMs());
  const [claimed] = await context.db
    .update(imageCaptchas)
    .set({ usedAt: now })
    .where(
      and(eq(imageCaptchas.id, captchaId), isNull(imageCaptchas.usedAt), gt(imageCaptchas.expiresAt, now)),
    )
    .returning({ answerHash: imageCaptchas.answerHash });
  return Boolean(
    claimed && constantTimeEqual(claimed.answerHash, hashCaptchaAnswer(context, captchaId, answer)),
  );
};

/**
 * Failure-driven captcha: once `key` has failed `threshold` times in the window, the call needs a solved captcha.
 * Returns a function that records one more failure.
 */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const guardWithCaptcha = async (
  context: AppContext,
  keys: { key: string; threshold: number }[],
  body: { captchaId?: string; captchaCode?: string },
) => {
  const counts = await Promise.all(keys.map(({ key }) => context.counter.peek(key)));
  const isRequired = keys.some(({ threshold }, index) => (counts[index] ?? 0) >= threshold);
  if (isRequired) {
    if (!body.captchaId || !body.captchaCode) fail('CAPTCHA_REQUIRED', { field: 'captchaCode' });
    if (!(await checkImageCaptcha(context, body.captchaId!, body.captchaCode!)))
      fail('CAPTCHA_INVALID', { field: 'captchaCode' });
  }
  return {
    recordFailure: async () => {
      for (const { key } of keys) await context.counter.increment(key, FAILURE_WINDOW_MS);
    },
    reset: async () => {
      for (const { key } of keys) await context.counter.reset(key);
    },
  };
};
