import { defineConfig } from 'vitest/config';

// Projects: pure packages and the server on node, the web and admin apps on jsdom. The `server-pg` project re-runs the
// server suites against PostgreSQL (and Redis) when DATABASE_URL is set; concurrency tests run only there.
// Browser end-to-end tests are a separate run (scripts/test.mjs), after the web app is built.
const hasPostgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  test: {
    reporters: ['default'],
    projects: [
      {
        test: {
          name: 'packages',
          environment: 'node',
          include: ['packages/*/test/**/*.test.ts', 'scripts/test/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/test/**/*.test.ts'],
          exclude: ['apps/server/test/**/*.pg.test.ts'],
          globalSetup: ['apps/server/test/support/global-setup.ts'],
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(hasPostgres
        ? [
            {
              test: {
                name: 'server-pg',
                environment: 'node',
                include: ['apps/server/test/**/*.test.ts'],
                globalSetup: ['apps/server/test/support/global-setup.ts'],
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          environment: 'jsdom',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          setupFiles: ['./test/setup.ts'],
          // Above test/setup.ts's 5 s findBy wait, so a slow first render under load fails as what it is.
          testTimeout: 15_000,
        },
      },
      {
        extends: './apps/admin/vite.config.ts',
        test: {
          name: 'admin',
          environment: 'jsdom',
          root: './apps/admin',
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          setupFiles: ['./test/setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        // The components both apps share render in jsdom; packages/ui's .ts tests (no DOM) run in 'packages'.
        test: {
          name: 'ui',
          environment: 'jsdom',
          root: './packages/ui',
          include: ['test/**/*.test.tsx'],
          setupFiles: ['./test/setup.ts'],
        },
      },
    ],
  },
});
