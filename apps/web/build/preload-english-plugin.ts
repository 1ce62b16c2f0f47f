import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload" as="fetch">` for the English strings every screen needs, the `core` namespace
 * (src/lib/english-bundle.ts imports each namespace file with `?url&no-inline`, so the build emits them as hashed
 * JSON assets): the browser fetches core beside the entry's JavaScript rather than after it has run. The other
 * namespaces are not preloaded; a screen fetches its own when it opens.
 */
export const preloadEnglish = (): Plugin => ({
  name: 'exchange:preload-english',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, context) {
      const asset = Object.values(context.bundle ?? {}).find(
        (file) => file.type === 'asset' && /\/core-[\w-]+\.json$/.test(`/${file.fileName}`),
      );
      if (!asset)
        throw new Error('preload-english: the build emitted no English core strings (assets/core-*.json)');
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
