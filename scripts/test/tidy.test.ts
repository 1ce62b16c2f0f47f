import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../packages/contracts/src/reference/languages';
import { APP_NAMESPACES } from '../../packages/i18n/src/namespaces';
import { flattenTree } from '../../packages/i18n/src/tree';
import { routeDefinitions, unbuiltPaths } from '../../apps/web/src/config/paths';
import { WEB_MANIFEST_ICONS } from '../../apps/server/src/platform/http/web-manifest';

// The tidy test (CONVENTIONS.md 12): checks the code itself, not its behaviour.
const root = join(import.meta.dirname, '../..');
const localesDirectory = join(root, 'packages/i18n/locales');
/** Every namespace file of the web app, and the server's error messages. */
const LOCALE_FILES = [...APP_NAMESPACES, 'error'] as const;

type Tree = { [key: string]: string | Tree };
const readTree = (language: string, file: string): Tree =>
  JSON.parse(readFileSync(join(localesDirectory, language, `${file}.json`), 'utf8'));
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('translations', () => {
  it('every language has exactly the namespace files (packages/i18n/src/namespaces.ts) and error.json', () => {
    expect(readdirSync(localesDirectory).sort()).toEqual(LANGUAGES.map(({ code }) => code).sort());
    for (const { code } of LANGUAGES)
      expect(readdirSync(join(localesDirectory, code)).sort(), code).toEqual(
        LOCALE_FILES.map((file) => `${file}.json`).sort(),
      );
  });

  it('puts each English key in exactly one namespace, with no key both a text and a group', () => {
    const owners = new Map<string, string>();
    for (const namespace of APP_NAMESPACES)
      for (const key of flattenTree(readTree('en', namespace)).keys()) {
        expect(owners.get(key), `${key} is in ${owners.get(key)} and ${namespace}`).toBeUndefined();
        owners.set(key, namespace);
      }
    const clashes = [...owners.keys()].filter((key) => owners.has(key.slice(0, key.lastIndexOf('.'))));
    expect(clashes).toEqual([]);
  });

  for (const file of LOCALE_FILES) {
    const english = flattenTree(readTree('en', file));
    for (const { code } of LANGUAGES) {
      it(`${code}/${file}.json has exactly the English keys, non-empty, with the same placeholders`, () => {
        const translated = flattenTree(readTree(code, file));
        const missing = [...english.keys()].filter((key) => !translated.has(key));
        expect(missing, `missing in ${code}/${file}.json`).toEqual([]);
        const extra = [...translated.keys()].filter((key) => !english.has(key));
        expect(extra, `keys in ${code}/${file}.json that English lacks`).toEqual([]);
        for (const [key, text] of translated) {
          expect(text.trim(), `${code}:${key} is empty`).not.toBe('');
          expect(placeholders(text), `${code}:${key} placeholders`).toEqual(
            placeholders(english.get(key) ?? ''),
          );
        }
      });
    }
  }
});

/** Every route of spec §2, as written there. */
const SPEC_ROUTES = [
  '/home',
  '/market',
  '/transaction',
  '/contract',
  '/funds',
  '/',
  '/login',
  '/register',
  '/forgot',
  '/chooseArea',
  '/chooseNationality',
  '/proxy',
  '/pc_home',
  '/mine',
  '/mine/settings',
  '/mine/verified',
  '/mine/bank',
  '/mine/add_payment_method',
  '/mine/userLanguage',
  '/mine/theme',
  '/mine/upDownColorConfig',
  '/mine/changePassword',
  '/mine/changeUserInformation',
  '/mine/changePayPassword',
  '/mine/help_center',
  '/mine/helpArticle',
  '/mine/helpArticle_detail',
  '/mine/helpFeedback',
  '/mine/vip',
  '/mine/onlinesupport',
  '/mine/upgradeplan',
  '/mine/aItrade',
  '/mine/ai_order',
  '/mine/ai_child_Order',
  '/mine/ai_order_detail',
  '/mine/social',
  '/mine/service',
  '/mine/subscription',
  '/funds/withdraw',
  '/funds/withdraw/success',
  '/funds/buyai',
  '/funds/topUp',
  '/funds/top_up_order',
  '/funds/order_history',
  '/funds/third_party_recharge',
  '/funds/tradingHistoryDetail',
  '/funds/transfer',
  '/funds/currency',
  '/funds/swap',
  '/funds/LOANS',
  '/funds/loans/log',
  '/funds/buySubscribe',
  '/funds/recharge_currency',
  '/funds/recharge_confirmation',
  '/funds/fiatCurrency',
  '/funds/financeListView',
  '/funds/buySubscribeOrderDetail',
  '/funds/orderHistoryDetail/:id',
  '/xrp_topup',
  '/order',
  '/order/detail/:id',
  '/order/coin/fund_detail',
  '/order/bulk/detail',
  '/order/subscription/detail',
  '/ieoOrder',
  '/message',
  '/message/order',
  '/message/order_detail',
  '/message/newsDetail',
  '/message/announcementDetail',
  '/announcement',
  '/news',
  '/noticelist',
  '/invite',
  '/invite/QRCode',
  '/invite/inviteFriends',
  '/rebate_detail',
  '/rebateRanking',
  '/invitation_settings',
  '/c2c/buy',
  '/c2c/list',
  '/contractTrade/contractSharing',
  '/search',
  '/chart',
  '/exchange_rate',
  '/timezoneselector',
  '/vip',
  '/service_list',
  '/third_party_web_pages',
  '/text_preview',
  '/privacy_policy',
  '/college_list',
  '/college_detail',
  '/heatmap',
  '/bootPage',
  '/pc/ieo',
  '/public/socketDebug',
  '/guide',
  '/stock',
  '/blockTrade',
  '/external_service',
];

describe('routes', () => {
  it('every route of spec §2 is registered in config/paths.ts, once', () => {
    const registered = routeDefinitions.map((route) => route.path);
    expect(SPEC_ROUTES.filter((path) => !registered.includes(path))).toEqual([]);
    expect(new Set(registered).size).toBe(registered.length);
  });

  it('lists the routes still to be built (information, not a failure)', () => {
    const unbuilt = unbuiltPaths();
    console.warn(`Routes registered but not built yet (${unbuilt.length}): ${unbuilt.join(' ')}`);
    expect(unbuilt.length).toBeLessThan(SPEC_ROUTES.length);
  });
});

const SOURCE_ROOTS = [
  'apps/server/src',
  'apps/web/src',
  'packages/contracts/src',
  'packages/domain/src',
  'packages/i18n/src',
  'bench',
  'scripts',
];
const TEST_ROOTS = [
  'apps/server/test',
  'apps/web/src',
  'apps/web/test',
  'apps/web/e2e',
  'packages/contracts/test',
  'packages/domain/test',
  'scripts/test',
];
/** Data tables, not logic: long by nature. */
const LENGTH_EXEMPT = new Set([
  'packages/contracts/src/reference/countries.ts',
  'packages/contracts/src/reference/time-zones.ts',
  'packages/contracts/src/reference/currencies.ts',
  'apps/web/src/config/paths.ts',
]);
const MAX_LINES = 400;

const walk = (directory: string): string[] =>
  readdirSync(directory).flatMap((entry) => {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'results') return [];
    const path = join(directory, entry);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
const codeFiles = (roots: string[]) =>
  [...new Set(roots.flatMap((directory) => walk(join(root, directory))))]
    .filter((path) => /\.(ts|tsx|mjs)$/.test(path))
    .map((path) => relative(root, path));

describe('code', () => {
  it(`no source file is longer than ${MAX_LINES} lines`, () => {
    const long = codeFiles(SOURCE_ROOTS)
      .filter((path) => !LENGTH_EXEMPT.has(path) && !/\.test\.tsx?$/.test(path))
      .filter((path) => readFileSync(join(root, path), 'utf8').split('\n').length > MAX_LINES);
    expect(long).toEqual([]);
  });

  it('no stray console.log in product code', () => {
    const offenders = codeFiles([
      'apps/server/src',
      'apps/web/src',
      'packages/contracts/src',
      'packages/domain/src',
    ]).filter((path) => /console\.log\(/.test(readFileSync(join(root, path), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('no focused or skipped-by-accident tests (.only)', () => {
    const focused = codeFiles(TEST_ROOTS).filter((path) =>
      /\b(it|test|describe)\.only\(/.test(readFileSync(join(root, path), 'utf8')),
    );
    expect(focused).toEqual([]);
  });

  it('every server module has a README', () => {
    const modules = readdirSync(join(root, 'apps/server/src/modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(
      modules.filter(
        (name) => !readdirSync(join(root, 'apps/server/src/modules', name)).includes('README.md'),
      ),
    ).toEqual([]);
  });
});

describe('installable app', () => {
  const publicDirectory = join(root, 'apps/web/public');
  /** Width and height from a PNG's IHDR chunk. */
  const pngSize = (path: string) => {
    const header = readFileSync(path).subarray(0, 24);
    expect(header.subarray(1, 4).toString('latin1'), `${path} is a PNG`).toBe('PNG');
    return `${header.readUInt32BE(16)}x${header.readUInt32BE(20)}`;
  };

  it('every icon the web manifest names exists in apps/web/public, at its stated size', () => {
    for (const icon of WEB_MANIFEST_ICONS) {
      const path = join(publicDirectory, icon.src);
      const isFile = statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
      expect(isFile, `${icon.src} in apps/web/public`).toBe(true);
      if (icon.type === 'image/png') expect(pngSize(path), icon.src).toBe(icon.sizes);
    }
    // Chromium installs with a 192 and a 512 px icon.
    expect(WEB_MANIFEST_ICONS.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
  });

  it('index.html links the manifest and an apple-touch-icon that exists', () => {
    const html = readFileSync(join(root, 'apps/web/index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    const touchIcon = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(pngSize(join(publicDirectory, touchIcon))).toBe('180x180');
  });
});
