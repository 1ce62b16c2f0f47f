import type { Plugin } from 'vite';
import { coinIconsFolder, iconsVersion, readIcons, readManifest } from './coin-icons';

/**
 * Serves the coin logos (coin-icons.ts) as static files of the app: `<base>assets/coins-<version>/<SYMBOL>.svg`,
 * emitted into the build (never a JavaScript module, never in the service worker's precache, which lists only the
 * shell and the public folder; the worker keeps `/assets/*` as they are used) and answered by the dev server.
 * The build fails when the installed icon set no longer matches the generated manifest (run
 * generate-coin-icons.ts), so the client's list (`@exchange/ui` coin-icon-symbols.ts) never names a missing file.
 * Shared by the user app and the back office.
 */
export const coinIcons = (): Plugin => {
  const manifest = readManifest();
  const folder = coinIconsFolder(manifest.version);
  const load = async () => {
    const icons = await readIcons(manifest.sources);
    const version = iconsVersion(icons);
    if (version !== manifest.version)
      throw new Error(
        `coin icons: the installed @web3icons/core gives version ${version}, the manifest says ${manifest.version}; ` +
          'run `npx tsx apps/web/build/generate-coin-icons.ts`',
      );
    return icons;
  };
  let served: Promise<Map<string, string>> | null = null;
  return {
    name: 'exchange:coin-icons',
    async generateBundle() {
      for (const icon of await load())
        this.emitFile({ type: 'asset', fileName: `${folder}/${icon.symbol}.svg`, source: icon.svg });
    },
    configureServer(server) {
      const pattern = new RegExp(`/${folder}/([A-Z0-9]+)\\.svg$`);
      server.middlewares.use((request, response, next) => {
        const symbol = pattern.exec(request.url?.split('?')[0] ?? '')?.[1];
        if (!symbol) return next();
        served ??= load().then((icons) => new Map(icons.map((icon) => [icon.symbol, icon.svg])));
        served
          .then((icons) => {
            const svg = icons.get(symbol);
            if (!svg) return next();
            response.setHeader('content-type', 'image/svg+xml');
            response.end(svg);
          })
          .catch(next);
      });
    },
  };
};
