import { clsx } from 'clsx';
import { useState } from 'react';
import { COIN_ICON_SYMBOLS, COIN_ICONS_VERSION } from './coin-icon-symbols';

export { COIN_ICON_SYMBOLS, COIN_ICONS_VERSION };

/** Badge colours for a coin without a logo, picked by a stable hash so a symbol keeps its colour. */
const BADGE_COLOURS = [
  'bg-amber-500',
  'bg-sky-600',
  'bg-violet-600',
  'bg-emerald-600',
  'bg-rose-600',
  'bg-indigo-600',
  'bg-teal-600',
  'bg-orange-600',
] as const;

const BUNDLED = new Set(COIN_ICON_SYMBOLS);

/** Where the app is served from (`/`, the back office `/admin/`): Vite sets it; tests run at `/`. */
const BASE_URL = (import.meta as ImportMeta & { env?: { BASE_URL?: string } }).env?.BASE_URL ?? '/';

/** The letter badge's colour class for a symbol. */
export function badgeColourOf(text: string): string {
  let hash = 0;
  for (const character of text) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return BADGE_COLOURS[hash % BADGE_COLOURS.length] ?? BADGE_COLOURS[0];
}

/** Per-thousand contracts (1000SHIB) show their coin's logo and letter. */
const withoutMultiplier = (symbol: string) => symbol.replace(/^\d+(?=[A-Z])/, '');

/**
 * The URL of a symbol's bundled logo (`<base>assets/coins-<version>/BTC.svg`), or null when the set has none: the
 * list is the build's own, so a missing file is never requested.
 */
export function bundledCoinIconUrl(symbol: string): string | null {
  const upper = symbol.trim().toUpperCase();
  const found = [upper, withoutMultiplier(upper)].find((candidate) => BUNDLED.has(candidate));
  return found ? `${BASE_URL}assets/coins-${COIN_ICONS_VERSION}/${found}.svg` : null;
}

export interface CoinIconProps {
  /** The coin (`BTC`, `1000SHIB`) or a stock's ticker. */
  symbol: string;
  /** A logo staff uploaded for the instrument: shown first when set. */
  logo?: string | null;
  /** Width and height in CSS pixels; the box keeps this size whatever loads, so nothing shifts. */
  size?: number;
  /** False for what is not a coin (a stock's ticker may spell a coin's symbol): uploaded logo or letter only. */
  isCoin?: boolean;
  className?: string;
}

/**
 * A coin's logo: the staff-uploaded one, else the bundled SVG (`@web3icons/core`, the brand colour behind the mark), else a letter on a
 * colour of its own. Decorative (`alt=""`, hidden from assistive technology): the name is always beside it. An image
 * that fails to load gives way to the next source, the letter last.
 */
export function CoinIcon({ symbol, logo, size = 28, isCoin = true, className }: CoinIconProps) {
  const [failed, setFailed] = useState<readonly string[]>([]);
  const sources = [logo || null, isCoin ? bundledCoinIconUrl(symbol) : null].filter(
    (source): source is string => source !== null && !failed.includes(source),
  );
  const source = sources[0];
  const box = { width: size, height: size };
  if (source) {
    return (
      <img
        key={source}
        src={source}
        alt=""
        width={size}
        height={size}
        draggable={false}
        decoding="async"
        data-coin-icon={symbol}
        onError={() => setFailed((list) => [...list, source])}
        className={clsx('shrink-0 rounded-full object-cover', className)}
        style={box}
      />
    );
  }
  const letters = withoutMultiplier(symbol) || symbol;
  return (
    <span
      aria-hidden="true"
      data-coin-icon={symbol}
      className={clsx(
        'flex shrink-0 items-center justify-center rounded-full leading-none font-semibold text-white',
        badgeColourOf(letters),
        className,
      )}
      style={{ ...box, fontSize: Math.max(10, Math.round(size * 0.42)) }}
    >
      {letters.charAt(0)}
    </span>
  );
}
