/**
 * Whether a failed insert or update broke a unique constraint (PostgreSQL 23505), on `pg` (the code on the error) and
 * on PGlite through drizzle (the code on its cause). Callers turn it into their own conflict error (EMAIL_TAKEN).
 */
export const isUniqueViolation = (error: unknown) => {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
};
