import { defineConfig } from 'vitest/config';

// Browser end-to-end tests: the real server (buildApp on a fresh PGlite) serving the built web app, driven by
// playwright-core in Debian's headless Chromium. One file at a time: two cores, one browser.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['apps/web/e2e/**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
