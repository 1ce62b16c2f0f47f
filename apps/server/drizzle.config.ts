import { defineConfig } from 'drizzle-kit';

// One schema, one migration folder, applied identically to PGlite and PostgreSQL (src/platform/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/platform/db/schema/index.ts',
  out: './migrations',
});
