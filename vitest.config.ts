import { defineConfig } from 'vitest/config';

// Projects: pure packages and the server on node, the web and admin apps on jsdom. The `server-pg` project re-runs the
// server suites against PostgreSQL (and Redis) when DATABASE_URL is set; concurrency tests run only there.
// Browser end-to-end tests are a separate run (scripts/test.mjs), after the web app is built.
//
// Two test files at a time (Vitest's default is one fewer than the cores: one file at a time on the two-core CI box,
// which left a core idle while PGlite, all in the worker, ran). Every file has its own database copy and Redis key
// prefix, so files never meet. The tests that start real server processes and time their kills or their leader
// hand-overs on the wall clock (`server-serial`) run after the rest, one file at a time, on an otherwise quiet box.
const hasPostgres = Boolean(process.env.DATABASE_URL);
const SERIAL_SERVER_TESTS = [
  'apps/server/test/**/*crash.pg.test.ts',
  'apps/server/test/platform/scaled-start.pg.test.ts',
  'apps/server/test/platform/scheduler.pg.test.ts',
];

export default defineConfig({
  test: {
    reporters: ['default'],
    maxWorkers: 2,
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
                exclude: SERIAL_SERVER_TESTS,
                globalSetup: ['apps/server/test/support/global-setup.ts'],
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
            {
              test: {
                name: 'server-serial',
                environment: 'node',
                include: SERIAL_SERVER_TESTS,
                globalSetup: ['apps/server/test/support/global-setup.ts'],
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
                maxWorkers: 1,
                sequence: { groupOrder: 1 },
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
