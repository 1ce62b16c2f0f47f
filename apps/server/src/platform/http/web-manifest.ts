/**
 * The user app's web app manifest (issue 13, installable PWA): name from the current app info, icons from the
 * static PNGs under apps/web/public/icons (the tidy test checks that each one exists there at its stated size).
 * Pure, so the tidy test can read the icon list without a database; served by the system module
 * (`registerWebManifest`, which reads the app info).
 */

export interface WebManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: 'any' | 'maskable';
}

/** Installability rests on these: a 192 and a 512 PNG, plus a maskable one with the glyph in the safe zone. */
export const WEB_MANIFEST_ICONS: readonly WebManifestIcon[] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** apps/web/src/index.css: the light surface and the light theme-color of apps/web/index.html. */
export const WEB_MANIFEST_COLOURS = { background: '#f6f7f9', theme: '#ffffff' } as const;

/** Launchers show about 12 characters: a longer name is cut to its first word (or its first 12 characters). */
const shortNameOf = (name: string) => {
  if (name.length <= 12) return name;
  const firstWord = name.split(/\s+/)[0] ?? '';
  return firstWord.length > 0 && firstWord.length <= 12 ? firstWord : name.slice(0, 12).trim();
};

/** An SVG logo (the default, /logo.svg) scales to any size; another format's size is unknown, so it is left out. */
const logoIcon = (logo: string): WebManifestIcon[] =>
  /\.svg(?:[?#].*)?$/i.test(logo) ? [{ src: logo, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }] : [];

export const buildWebManifest = (appInfo: { APP_BASE_NAME: string; APP_BASE_LOGO: string }) => ({
  id: '/',
  name: appInfo.APP_BASE_NAME,
  short_name: shortNameOf(appInfo.APP_BASE_NAME),
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: WEB_MANIFEST_COLOURS.background,
  theme_color: WEB_MANIFEST_COLOURS.theme,
  icons: [...WEB_MANIFEST_ICONS, ...logoIcon(appInfo.APP_BASE_LOGO)],
});
