import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/index';
import { StartupError } from '../platform/errors';
import { auditLedger } from '../modules/ledger/index';

/**
 * `npm run audit-ledger`: runs the ledger auditor against the configured database (DATABASE_URL, else the PGlite
 * data directory, which must not be in use by a running server) and exits 1 when it finds a problem.
 */
const main = async () => {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    // Under the startup lock: instances may be starting (and migrating) on this database at the same moment.
    await database.withStartupLock(() => database.migrate());
    const audit = await auditLedger(database.db);
    console.warn(
      `ledger audit: ${audit.accounts} accounts, ${audit.transfers} transfers — ` +
        (audit.isClean ? 'clean' : `${audit.problems.length} problem(s)`),
    );
    for (const problem of audit.problems) console.warn(`  ${problem.check}: ${problem.detail}`);
    process.exitCode = audit.isClean ? 0 : 1;
  } finally {
    await database.close();
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
