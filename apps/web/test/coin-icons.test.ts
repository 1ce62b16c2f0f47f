import { describe, expect, it } from 'vitest';
import { COIN_ICON_SYMBOLS, COIN_ICONS_VERSION } from '@exchange/ui/coin-icon';
import { coinIconsFolder, iconsVersion, readIcons, readManifest } from '../build/coin-icons';
import { buildManifest, symbolsModule } from '../build/generate-coin-icons';

// The coin logos both apps serve (build/coin-icons-plugin.ts): the generated files must match the catalogue and the
// installed icon set, or CoinIcon would ask for a file the build does not have.
describe('the bundled coin icons', () => {
  it('cover every catalogue coin and about 150 more, never a stock ticker', () => {
    for (const coin of ['BTC', 'ETH', 'USDT', 'SOL', 'TON', 'SHIB', 'POL', 'ARB', 'DOGE'])
      expect(COIN_ICON_SYMBOLS).toContain(coin);
    expect(COIN_ICON_SYMBOLS.length).toBeGreaterThan(140);
    expect(COIN_ICON_SYMBOLS.length).toBeLessThan(200);
    for (const ticker of ['AAPL', 'V', 'MA', 'KO']) expect(COIN_ICON_SYMBOLS).not.toContain(ticker);
  });

  it('are what the generator gives today, each an SVG of the set, in a folder named after their content', async () => {
    const manifest = await buildManifest();
    expect(readManifest()).toEqual(manifest);
    expect(Object.keys(manifest.sources)).toEqual([...COIN_ICON_SYMBOLS]);
    expect(manifest.version).toBe(COIN_ICONS_VERSION);
    expect(symbolsModule(manifest)).toContain(`'${COIN_ICONS_VERSION}'`);
    const icons = await readIcons(manifest.sources);
    expect(iconsVersion(icons)).toBe(COIN_ICONS_VERSION);
    for (const icon of icons) expect(icon.svg, icon.symbol).toMatch(/^\s*<svg[\s>]/);
    expect(coinIconsFolder(COIN_ICONS_VERSION)).toBe(`assets/coins-${COIN_ICONS_VERSION}`);
  });
});
