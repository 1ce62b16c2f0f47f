import { buildApp } from './app';
import { loadConfig } from './platform/config';
import { StartupError } from './platform/errors';

/** The only file that listens (CONVENTIONS.md 1). Stops gracefully on SIGINT/SIGTERM. */
const main = async () => {
  const config = loadConfig();
  const { app, demo, staffSeed } = await buildApp(config);
  await app.listen({ host: config.HOST, port: config.PORT });
  const url = `http://localhost:${config.PORT}`;
  console.warn(`\n  ${config.APP_BASE_NAME} is running at ${url}  (API docs: ${url}/api/docs)`);
  if (demo) console.warn(`  Demo account: ${demo.email}  password: ${demo.password}\n`);
  // Printed once, on the start that created the account; it is stored only as an argon2id hash.
  if (staffSeed)
    console.warn(
      `  Back office (${url}/admin): staff user "${staffSeed.username}", one-time password ${staffSeed.password}\n` +
        '  At first login you replace it and enrol an authenticator app (TOTP); it will not be shown again.\n',
    );

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
};

main().catch((error: unknown) => {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
