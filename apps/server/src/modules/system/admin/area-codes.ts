import { asc, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { countries } from '../../../platform/db/index';
import type { AppContext } from '../../../platform/context';
import { fail } from '../../../platform/errors';
import { auditedTransaction, recordAudit } from '../../../platform/http/staff-audit';

const toAreaCode = (row: typeof countries.$inferSelect) => ({
  countryCode: row.countryCode,
  name: row.name,
  areaCode: row.dialCode,
  isEnabled: row.isEnabled,
  isDefault: row.isDefault,
  sort: row.sort,
});

/** `system/area-codes`: every country, enabled or not, in the app's order. */
export const listAdminAreaCodes = async (context: AppContext) =>
  (await context.db.select().from(countries).orderBy(asc(countries.sort), asc(countries.countryCode))).map(
    toAreaCode,
  );

/**
 * `PUT system/area-code`: enables, disables, reorders or makes default a country of the phone pickers. Exactly one
 * country is the default and it is enabled: making one default moves the flag (and enables it); the default cannot
 * be disabled — make another one default first.
 */
export const updateAdminAreaCode = async (
  context: AppContext,
  request: FastifyRequest,
  body: {
    countryCode: string;
    isEnabled?: boolean | undefined;
    isDefault?: true | undefined;
    sort?: number | undefined;
  },
) =>
  auditedTransaction(context.db, request, async (tx) => {
    // Every row that may change is locked in one statement, in key order, so two edits cannot deadlock.
    const rows = await tx.select().from(countries).orderBy(asc(countries.countryCode)).for('update');
    const before = rows.find((row) => row.countryCode === body.countryCode);
    if (!before) return fail('NOT_FOUND', { field: 'countryCode' });
    const willBeDefault = body.isDefault === true || before.isDefault;
    if (body.isEnabled === false && willBeDefault)
      return fail('BAD_REQUEST', {
        field: 'isEnabled',
        values: { reason: 'the default country stays enabled; make another one default first' },
      });
    if (body.isDefault)
      await tx.update(countries).set({ isDefault: false }).where(ne(countries.countryCode, body.countryCode));
    const [after] = await tx
      .update(countries)
      .set({
        ...(body.isEnabled === undefined ? {} : { isEnabled: body.isEnabled }),
        ...(body.isDefault ? { isDefault: true, isEnabled: true } : {}),
        ...(body.sort === undefined ? {} : { sort: body.sort }),
      })
      .where(eq(countries.countryCode, body.countryCode))
      .returning();
    if (!after) throw new Error('country vanished under its lock');
    const previousDefault = rows.find((row) => row.isDefault)?.countryCode ?? null;
    recordAudit(request, {
      target: `area-code:${body.countryCode}`,
      before: { ...toAreaCode(before), defaultCountry: previousDefault },
      after: { ...toAreaCode(after), defaultCountry: after.isDefault ? after.countryCode : previousDefault },
    });
    return toAreaCode(after);
  });
