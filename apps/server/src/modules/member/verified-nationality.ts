import { and, desc, eq } from 'drizzle-orm';
import { RealNameStatus } from '@exchange/contracts';
import { realNameSubmissions, type DbOrTx } from '../../platform/db/index';

/**
 * The nationality (ISO 3166-1 alpha-2) of the user's latest verified real-name submission, or null when none was
 * verified: what a product that is offered per jurisdiction (fast contracts) checks. A later submission under review or
 * rejected does not undo a verified one.
 */
export const verifiedNationalityOf = async (db: DbOrTx, userId: number): Promise<string | null> => {
  const [row] = await db
    .select({ nationality: realNameSubmissions.nationality })
    .from(realNameSubmissions)
    .where(
      and(eq(realNameSubmissions.userId, userId), eq(realNameSubmissions.status, RealNameStatus.verified)),
    )
    .orderBy(desc(realNameSubmissions.createdAt), desc(realNameSubmissions.id))
    .limit(1);
  return row?.nationality.toUpperCase() ?? null;
};
