import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { startHarness, type Harness } from './support/harness';
import { harnessApi } from './support/harness-api';

// Issue 17: on a small phone (360×740) and a desktop (1440×900), in both themes and in English and Arabic (right to
// left), no text on the main screens overflows its box. For every visible element with text of its own, the box the
// text lays out in (the element, or for an inline element its nearest block ancestor) must not be wider inside than
// it is (scrollWidth ≤ clientWidth + 1), unless the text sits in a deliberate horizontal scroller (overflow-x auto or
// scroll) or is cut with an ellipsis whose full text a title or aria-label carries. No word may be broken over two
// lines either (`overflow-wrap: anywhere` keeps the box, cuts the word), and the page itself must not scroll sideways. One browser, one page per viewport, reused for every theme, language and screen.
let harness: Harness;
let tokens: { accessToken: string; refreshToken: string };
const pages = new Map<string, { context: BrowserContext; page: Page }>();

const STAFF_PASSWORD = 'E2e-staff-overflow-2026';
const USER_PASSWORD = 'Overflow2026';
const LIVE_TIMEOUT_MS = 10_000;
const COMBINATION_TIMEOUT_MS = 300_000;

const VIEWPORTS = {
  phone: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
} as const;
type Viewport = keyof typeof VIEWPORTS;
type Theme = 'light' | 'dark';
type Language = 'en' | 'ar';

/** The screens, and a selector that holds digits once the screen's live data has rendered (waited for softly). */
const SCREENS: { url: string; live?: string }[] = [
  { url: '/home' },
  { url: '/market', live: '[data-symbol="BTCUSDT"] [data-testid="price"]' },
  { url: '/chart?symbol=BTCUSDT&type=1', live: '[data-testid="last-price"]' },
  { url: '/contract?symbol=BTCUSDT', live: '[data-testid="contract-last-price"]' },
  // The trade tab's products: the spot and contract tickets beside their order books on a phone.
  { url: '/transaction?kind=spot&symbol=BTCUSDT', live: '[data-testid="spot-last-price"]' },
  { url: '/transaction?kind=contract&symbol=BTCUSDT', live: '[data-testid="contract-last-price"]' },
  { url: '/transaction?kind=stock' },
  { url: '/transaction?kind=fast' },
  { url: '/order?tab=coin' },
  { url: '/funds', live: '[data-testid="funds-total"]' },
  { url: '/funds/withdraw' },
  { url: '/funds/swap' },
  { url: '/funds/transfer' },
  { url: '/funds/currency?coin=USDT' },
  { url: '/search' },
  { url: '/mine' },
];

/** A screenshot's name for a screen: its path, and the trade tab's product (`_transaction-spot`). */
const shotName = (url: string) =>
  url
    .replace(/\?(?:kind=(\w+))?.*$/, (_query, kind?: string) => (kind ? `-${kind}` : ''))
    .replaceAll('/', '_');

/**
 * Every pair of the three choices (viewport × theme, viewport × language, theme × language) in four runs instead of
 * the full eight: a theme changes colours only, so a text that overflows does so in either theme, and each viewport
 * still runs in both themes and both languages. Each run checks the theme and direction it asked for took effect.
 */
const COMBINATIONS: [Viewport, Theme, Language][] = [
  ['phone', 'light', 'en'],
  ['phone', 'dark', 'ar'],
  ['desktop', 'dark', 'en'],
  ['desktop', 'light', 'ar'],
];

interface Offender {
  selector: string;
  text: string;
  scrollWidth: number;
  clientWidth: number;
}

/** Runs in the page: every text box wider inside than it is, by the rules above. */
function findOverflowingText(): Offender[] {
  const isScroller = (element: Element) => {
    const overflowX = getComputedStyle(element).overflowX;
    return overflowX === 'auto' || overflowX === 'scroll';
  };
  const inScroller = (element: Element | null): boolean => {
    for (let node = element; node && node !== document.body; node = node.parentElement)
      if (isScroller(node)) return true;
    return false;
  };
  /** Visually hidden text (the `sr-only` pattern: a 1 px clipped box) is not laid out for the eye. */
  const isVisuallyHidden = (element: Element): boolean => {
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      // `display: contents` (the page transition's wrapper) has no box of its own, so no size to go by.
      if (style.display === 'contents') continue;
      const rect = node.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) return true;
      if (style.clip !== 'auto' && style.position === 'absolute') return true;
    }
    return false;
  };
  const describe = (element: Element): string => {
    const parts: string[] = [];
    for (let node: Element | null = element; node && node !== document.body && parts.length < 4;) {
      const testId = node.getAttribute('data-testid');
      const classes = [...node.classList].slice(0, 4).join('.');
      parts.unshift(
        `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${testId ? `[data-testid="${testId}"]` : ''}${classes ? `.${classes}` : ''}`,
      );
      node = node.parentElement;
    }
    return parts.join(' > ');
  };
  const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
  /** The ellipsis exception: the cut text's full version is in a title or aria-label on it or around it. */
  const isLabelledEllipsis = (box: Element, text: string): boolean => {
    if (getComputedStyle(box).textOverflow !== 'ellipsis') return false;
    for (let node: Element | null = box; node && node !== document.body; node = node.parentElement) {
      const label = normalise(`${node.getAttribute('title') ?? ''} ${node.getAttribute('aria-label') ?? ''}`);
      if (label.includes(text)) return true;
    }
    return false;
  };

  /** A word the browser split across two lines (overflow-wrap: anywhere, break-words) is cut as badly. */
  const brokenWord = (element: Element): string | null => {
    const range = document.createRange();
    for (const node of element.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE) continue;
      for (const word of (node.textContent ?? '').matchAll(/[^\s\-\u2010-\u2014/]+/g)) {
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        // Pieces on different lines; an ellipsis also splits the word's rectangles, on the same line.
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size > 1) return word[0];
      }
    }
    return null;
  };

  const offenders: Offender[] = [];
  const report = (box: Element, text: string, width: Element, note = '') =>
    offenders.push({
      selector: `${describe(box)}${note}`,
      text: text.slice(0, 80),
      scrollWidth: width.scrollWidth,
      clientWidth: width.clientWidth,
    });
  /** The box's own overflow, or (a box that fits its text, a flex item that would not shrink) an ancestor's. */
  const checkBox = (box: HTMLElement, text: string) => {
    if (box.scrollWidth > box.clientWidth + 1) {
      if (!isLabelledEllipsis(box, text)) report(box, text, box);
      return;
    }
    const rect = box.getBoundingClientRect();
    for (let outer = box.parentElement; outer && outer !== document.body; outer = outer.parentElement) {
      if (outer.scrollWidth <= outer.clientWidth + 1) continue;
      const bounds = outer.getBoundingClientRect();
      if (rect.left < bounds.left - 1 || rect.right > bounds.right + 1) {
        report(box, text, outer, ` (out of ${describe(outer)})`);
        return;
      }
    }
  };

  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1) report(root, '(the page scrolls sideways)', root);
  const checkedBoxes = new Set<Element>();
  for (const element of document.body.querySelectorAll('*')) {
    if (!(element instanceof HTMLElement)) continue;
    const ownText = normalise(
      [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join(' '),
    );
    if (ownText === '' || !element.checkVisibility({ visibilityProperty: true, opacityProperty: false }))
      continue;
    // An inline element's text lays out in its nearest block ancestor, whose box is the one to measure.
    let box: HTMLElement = element;
    while (box.parentElement && ['inline', 'contents'].includes(getComputedStyle(box).display))
      box = box.parentElement;
    if (inScroller(box) || isVisuallyHidden(box)) continue;
    const broken = brokenWord(element);
    if (broken !== null) report(box, ownText, box, ` (the word "${broken}" is broken over two lines)`);
    if (checkedBoxes.has(box)) continue;
    checkedBoxes.add(box);
    checkBox(box, ownText);
  }
  return offenders;
}

/** The stored preferences and session the app reads on start (index.html, the zustand store, the token store). */
async function applyPreferences(page: Page, theme: Theme, language: Language) {
  await page.evaluate(
    ({ theme, language, tokens }) => {
      const stored = JSON.parse(localStorage.getItem('preferences') ?? '{}') as {
        state?: Record<string, unknown>;
      };
      localStorage.setItem(
        'preferences',
        JSON.stringify({ state: { ...stored.state, theme, language }, version: 1 }),
      );
      localStorage.setItem('access_token', tokens.accessToken);
      localStorage.setItem('refresh_token', tokens.refreshToken);
    },
    { theme, language, tokens },
  );
}

/** Waits for the screen, its live data (softly: a screen without it is still measured) and its animations. */
async function visit(page: Page, url: string, live: string | undefined, language: Language) {
  await page.goto(`${harness.baseUrl}${url}`);
  await page.locator('h1').first().waitFor({ state: 'attached' });
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
  await page.waitForLoadState('networkidle');
  if (live)
    await page
      .waitForFunction((selector) => /\d/.test(document.querySelector(selector)?.textContent ?? ''), live, {
        timeout: LIVE_TIMEOUT_MS,
      })
      .catch(() => undefined);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

async function pageFor(viewport: Viewport): Promise<Page> {
  const existing = pages.get(viewport);
  if (existing) return existing.page;
  const context = await harness.browser.newContext({ ...VIEWPORTS[viewport], locale: 'en-GB' });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error (${viewport}): ${error.message}`));
  // The first load puts localStorage on the app's origin.
  await page.goto(`${harness.baseUrl}/login`);
  pages.set(viewport, { context, page });
  return page;
}

beforeAll(async () => {
  harness = await startHarness();
  const outside = harnessApi(harness, STAFF_PASSWORD);
  const email = `overflow.${Date.now()}@example.com`;
  await outside.api(`/api/app-api/system/auth/send-captcha?purpose=1&email=${encodeURIComponent(email)}`);
  tokens = await outside.api('/api/app-api/system/auth/email-register', {
    method: 'POST',
    body: JSON.stringify({ email, code: await harness.latestCode(email), password: USER_PASSWORD }),
  });
  // Large balances and an open position: the widest figures the screens show.
  await outside.deposit(tokens.accessToken, '49876.54');
  await outside.api('/api/app-api/wallet/any-transfer', {
    method: 'POST',
    token: tokens.accessToken,
    headers: { 'Idempotency-Key': `e2e-overflow-transfer-${Date.now()}` },
    body: JSON.stringify({ fromWallet: 'spot', toWallet: 'contract', coin: 'USDT', amount: '20000' }),
  });
  await outside.api('/api/app-api/pay/order-contract/create', {
    method: 'POST',
    token: tokens.accessToken,
    headers: { 'Idempotency-Key': `e2e-overflow-order-${Date.now()}` },
    body: JSON.stringify({
      symbol: 'BTCUSDT',
      direction: 1,
      orderType: 1,
      marginMode: 1,
      lever: 10,
      quantity: '0.1',
    }),
  });
});
afterAll(async () => {
  for (const { context } of pages.values()) await context.close();
  await harness?.close();
});

describe('no text overflows its box', () => {
  it.each(COMBINATIONS)(
    'on a %s, %s theme, %s',
    async (viewport, theme, language) => {
      const page = await pageFor(viewport);
      await applyPreferences(page, theme, language);
      const report: string[] = [];
      for (const screen of SCREENS) {
        await visit(page, screen.url, screen.live, language);
        const state = await page.evaluate(() => ({
          isDark: document.documentElement.classList.contains('dark'),
          dir: document.documentElement.dir,
        }));
        expect(state).toEqual({ isDark: theme === 'dark', dir: language === 'ar' ? 'rtl' : 'ltr' });
        for (const offender of await page.evaluate(findOverflowingText))
          report.push(
            `${screen.url}: ${offender.selector} "${offender.text}" (${offender.scrollWidth} > ${offender.clientWidth})`,
          );
        if (theme === 'light')
          await harness.screenshot(page, `overflow-${viewport}-${language}${shotName(screen.url)}`);
      }
      expect(report, `text overflowing its box:\n${report.join('\n')}`).toEqual([]);
    },
    COMBINATION_TIMEOUT_MS,
  );
});
