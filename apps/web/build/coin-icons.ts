import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The coin logos both apps serve (issue 17): SVGs of `@web3icons/core` (MIT, the icon set's npm package)
 * for a curated list of symbols, written as static files by `coin-icons-plugin.ts`, never put in a JavaScript
 * bundle. The list is chosen by `generate-coin-icons.ts`, which writes `coin-icons.json` (where each symbol's SVG
 * comes from) and `packages/ui/src/coin-icon-symbols.ts` (the symbols and the set's version, for `CoinIcon`).
 */
export interface CoinIconManifest {
  /** A hash of every served SVG: the folder's name carries it, so the files may be cached for good. */
  version: string;
  /** Symbol → the SVG module below `@web3icons/core/dist/svgs` (`tokens/background/BTC`, `networks/background/ton`). */
  sources: Record<string, string>;
}

/** `coin-icons.json` beside this file (a path, not `new URL`, which a Vite transform would make an asset URL). */
export const MANIFEST_PATH = join(dirname(fileURLToPath(import.meta.url)), 'coin-icons.json');

/** The folder of the build the icons go to: `assets/` (served with a year's cache), versioned. */
export const coinIconsFolder = (version: string) => `assets/coins-${version}`;

export const readManifest = (): CoinIconManifest =>
  JSON.parse(readFileSync(MANIFEST_PATH, 'utf8')) as CoinIconManifest;

/** `@web3icons/core`'s `dist/svgs` folder, wherever npm placed the package. */
export const svgRoot = (): string => {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@web3icons/core')), 'svgs');
};

/** One SVG of the set (each file's default export is the markup); throws when the set has no such file. */
export const readSvg = async (root: string, source: string): Promise<string> => {
  const module = (await import(pathToFileURL(join(root, `${source}.svg.js`)).href)) as { default: unknown };
  if (typeof module.default !== 'string' || !module.default.trimStart().startsWith('<svg'))
    throw new Error(`coin icons: ${source} is not an SVG module`);
  return module.default;
};

/** Every symbol's SVG, in symbol order. */
export const readIcons = async (sources: Record<string, string>) => {
  const root = svgRoot();
  return Promise.all(
    Object.keys(sources)
      .sort()
      .map(async (symbol) => ({ symbol, svg: await readSvg(root, sources[symbol] ?? '') })),
  );
};

/** The version of a set of icons: the first 10 hex digits of a SHA-256 over every symbol and its markup. */
export const iconsVersion = (icons: readonly { symbol: string; svg: string }[]) => {
  const hash = createHash('sha256');
  for (const icon of icons) hash.update(`${icon.symbol}\n${icon.svg}\n`);
  return hash.digest('hex').slice(0, 10);
};
