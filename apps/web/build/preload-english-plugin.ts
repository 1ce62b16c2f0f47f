import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload" as="fetch">` for the English strings (src/lib/english-bundle.ts imports them with `?url`,
 * so the build emits them as a hashed JSON asset): the browser fetches them beside the entry's JavaScript rather
 * than after it has run.
 */
export const preloadEnglish = (): Plugin => ({
  name: 'exchange:preload-english',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, context) {
      const asset = Object.values(context.bundle ?? {}).find(
        (file) => file.type === 'asset' && /\/app-[\w-]+\.json$/.test(`/${file.fileName}`),
      );
      if (!asset)
        throw new Error('preload-english: the build emitted no English strings (assets/app-*.json)');
      return [
        {
          tag: 'link',
          attrs: { rel: 'preload', as: 'fetch', href: `/${asset.fileName}`, crossorigin: 'anonymous' },
          injectTo: 'head',
        },
      ];
    },
  },
});
