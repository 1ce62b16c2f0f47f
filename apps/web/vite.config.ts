import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { coinIcons } from './build/coin-icons-plugin';
import { precompress } from './build/precompress-plugin';
import { serviceWorker } from './build/service-worker-plugin';
import { preloadEnglish } from './build/preload-english-plugin';
import { trimPreloadDependencies } from './build/trim-preload-plugin';

// `defineConfig` comes from vitest/config so that its types match the plugins' (the workspace root resolves vite 8
// for vitest 4, while this app builds with its own vite 7); at runtime it is the identity function.
const serverOrigin = process.env.EXCHANGE_SERVER_ORIGIN ?? 'http://localhost:48080';

/** What the API server serves besides the SPA: the API, its sockets, uploaded files and the web manifest. */
const proxy = {
  '/api': { target: serverOrigin, changeOrigin: true },
  '/app-websocket': { target: serverOrigin, changeOrigin: true, ws: true },
  '/im-websocket': { target: serverOrigin, changeOrigin: true, ws: true },
  '/uploads': { target: serverOrigin, changeOrigin: true },
  '/manifest.webmanifest': { target: serverOrigin, changeOrigin: true },
};

/**
 * Vendor code the entry needs on every screen goes into one long-cached chunk. Libraries only some screens use
 * (forms, dialogs) or that load after the first paint (toasts, animations, the zod schemas) are left to Rollup,
 * which places them in the lazy chunks that import them, so /login stays small (target ≤ 170 KB gzip, see README).
 */
const entryVendors = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'cookie',
  'set-cookie-parser',
  '@tanstack/query-core',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
  'zustand',
];

function vendorChunk(id: string): string | undefined {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id);
  if (!match?.[1]) return undefined;
  return entryVendors.includes(match[1]) ? 'vendor' : undefined;
}

const trimPreload = trimPreloadDependencies();

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    coinIcons(),
    preloadEnglish(),
    trimPreload.plugin,
    serviceWorker(),
    precompress(),
  ],
  resolve: {
    alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }],
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by bench/lib/initial-js.ts to measure what a first visit to /login downloads.
    manifest: true,
    target: 'es2022',
    modulePreload: { resolveDependencies: trimPreload.resolveDependencies },
    rollupOptions: {
      output: { manualChunks: vendorChunk },
    },
  },
});
