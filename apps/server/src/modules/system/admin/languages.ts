import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE } from '@exchange/contracts/reference/index';
import { languages } from '../../../platform/db/index';
import type { AppContext } from '../../../platform/context';
import { fail } from '../../../platform/errors';
import { auditedTransaction, recordAudit } from '../../../platform/http/staff-audit';

/** `system/languages`: every supported language, enabled or not, in picker order. */
export const listAdminLanguages = (context: AppContext) =>
  context.db.select().from(languages).orderBy(asc(languages.sort), asc(languages.code));

/**
 * `PUT system/language`: enable, disable or reorder a language of the app's picker (`system/language/list` reads the
 * table per request). English is the fallback of every string, so it cannot be disabled.
 */
export const updateAdminLanguage = async (
  context: AppContext,
  request: FastifyRequest,
  body: { code: string; isEnabled?: boolean | undefined; sort?: number | undefined },
) => {
  if (body.isEnabled === false && body.code === DEFAULT_LANGUAGE)
    return fail('BAD_REQUEST', {
      field: 'isEnabled',
      values: { reason: 'English is the fallback language and stays enabled' },
    });
  return auditedTransaction(context.db, request, async (tx) => {
    const [before] = await tx.select().from(languages).where(eq(languages.code, body.code)).for('update');
    if (!before) return fail('NOT_FOUND', { field: 'code' });
    const [after] = await tx
      .update(languages)
      .set({
        ...(body.isEnabled === undefined ? {} : { isEnabled: body.isEnabled }),
        ...(body.sort === undefined ? {} : { sort: body.sort }),
      })
      .where(eq(languages.code, body.code))
      .returning();
    if (!after) throw new Error('language vanished under its lock');
    recordAudit(request, { target: `language:${body.code}`, before, after });
    return after;
  });
};
