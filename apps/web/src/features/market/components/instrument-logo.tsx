import { clsx } from 'clsx';

/** Badge colours for instruments without a logo, picked by a stable hash so a symbol keeps its colour. */
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

function colourOf(text: string): string {
  let hash = 0;
  for (const character of text) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return BADGE_COLOURS[hash % BADGE_COLOURS.length] ?? BADGE_COLOURS[0];
}

/** The instrument's logo, or a letter badge when none was uploaded (`logo` is ''). Decorative: the name is beside it. */
export function InstrumentLogo({
  logo,
  baseAsset,
  size = 'md',
}: {
  logo: string;
  baseAsset: string;
  size?: 'md' | 'lg';
}) {
  const sizeClass = size === 'lg' ? 'size-10 text-base' : 'size-7 text-xs sm:size-8 sm:text-sm';
  if (logo) {
    return (
      <img
        src={logo}
        alt=""
        draggable={false}
        className={clsx('shrink-0 rounded-full object-cover', sizeClass)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'flex shrink-0 items-center justify-center rounded-full font-semibold text-white',
        sizeClass,
        colourOf(baseAsset),
      )}
    >
      {/* Skips the leading digits of per-thousand contracts (1000SHIB → S). */}
      {(baseAsset.replace(/^\d+/, '') || baseAsset).charAt(0)}
    </span>
  );
}
