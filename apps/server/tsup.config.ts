import { defineConfig } from 'tsup';

// One ESM bundle for `npm start`: workspace packages (TypeScript sources) are bundled in; npm dependencies stay
// external and load from node_modules (PGlite needs its wasm files beside it).
export default defineConfig({
  entry: { server: 'src/server.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: [/^@exchange\//],
});
