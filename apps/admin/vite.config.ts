import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { coinIcons } from '../web/build/coin-icons-plugin';
import { precompress } from '../web/build/precompress-plugin';

// `defineConfig` comes from vitest/config so that its types match the plugins' (as in apps/web).
const serverOrigin = process.env.EXCHANGE_SERVER_ORIGIN ?? 'http://localhost:48080';

/** The API, and the chat socket the support desk listens on (no uploads). */
const proxy = {
  '/api': { target: serverOrigin, changeOrigin: true },
  '/im-websocket': { target: serverOrigin, changeOrigin: true, ws: true },
};

export default defineConfig({
  // Served by apps/server at /admin/ (ADMIN_DIST_DIR); every asset URL carries the prefix.
  base: '/admin/',
  plugins: [react(), tailwindcss(), coinIcons(), precompress()],
  resolve: {
    alias: { '@/': fileURLToPath(new URL('./src/', import.meta.url)) },
  },
  server: { port: 5174, proxy },
  preview: { port: 4174, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // A desk tool loaded once per shift, with the contracts' zod schemas (forms validate with the server's own
    // rules): one bundle is simpler than a budget, unlike the user app's /login.
    chunkSizeWarningLimit: 1_000,
  },
});
