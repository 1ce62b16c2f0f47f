import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { contentArticleBodies } from '@exchange/server/platform/db/index';
import { startHarness, type Harness } from './support/harness';
import { harnessApi } from './support/harness-api';
import { text } from './support/locale';
import { watchPolicyViolations } from './support/policy-violations';

// Content in Chromium, phone and desktop (issue 21 §5): a help article and an announcement written in Arabic render
// right-to-left — in the Arabic app, and on an English screen too, since an article keeps its own direction — and a
// rich-text article carrying XSS payloads runs no script: neither as the server sanitised it, nor when its stored body
// is replaced behind the server's back with the raw payload (the app rebuilds rich text from its own allow-list).
let harness: Harness;
let outside: ReturnType<typeof harnessApi>;
const STAFF_PASSWORD = 'E2e-staff-content-2026';
const ARABIC_HELP_TITLE = 'كيف أودع العملات الرقمية';
const ARABIC_ANNOUNCEMENT_TITLE = 'صيانة مجدولة للنظام';
const XSS_BODY =
  '<p>Read the <a href="https://example.com/fees">fee table</a>.</p>' +
  '<img src="https://example.com/x.png" onerror="window.__xss = 1">' +
  '<script>window.__xss = 1</script><a href="javascript:window.__xss = 1">tap me</a>' +
  '<svg onload="window.__xss = 1"><script>window.__xss = 1</script></svg>' +
  '<iframe srcdoc="<script>parent.__xss = 1</script>"></iframe><p onmouseover="window.__xss = 1">hover</p>';

const ids = { help: 0, announcement: 0, xss: 0, category: 0 };
/** The XSS article's body as the server stored it (sanitised), put back before each viewport's run. */
let sanitisedBody = '';

const setXssBody = (body: string) =>
  harness.built.context.db
    .update(contentArticleBodies)
    .set({ body })
    .where(eq(contentArticleBodies.articleId, ids.xss));

const staff = async <T>(method: 'POST' | 'PUT', path: string, body: object) =>
  outside.api<T>(`/api/admin-api/content/${path}`, {
    method,
    token: await outside.logInStaff(),
    body: JSON.stringify(body),
  });

const publish = (id: number) => staff('POST', `articles/${id}/publish`, { isPublished: true });

beforeAll(async () => {
  harness = await startHarness();
  outside = harnessApi(harness, STAFF_PASSWORD);
  const stamp = Date.now();
  ids.category = (
    await staff<{ id: number }>('POST', 'help-categories', {
      sort: 0,
      names: [
        { language: 'ar', name: 'الإيداع' },
        { language: 'en', name: 'Deposits (e2e)' },
      ],
    })
  ).id;
  const article = async (kind: string, slug: string, bodies: object[], categoryId: number | null = null) => {
    const created = await staff<{ id: number }>('POST', 'articles', {
      kind,
      categoryId,
      slug: `${slug}-${stamp}`,
      bodies,
    });
    await publish(created.id);
    return created.id;
  };
  ids.help = await article(
    'help',
    'arabic-deposit',
    [
      {
        language: 'ar',
        title: ARABIC_HELP_TITLE,
        summary: 'خطوات الإيداع',
        format: 1,
        body: '## الخطوة الأولى\n\nافتح **المحفظة** ثم اختر إيداع.',
      },
    ],
    ids.category,
  );
  ids.announcement = await article('announcement', 'arabic-maintenance', [
    {
      language: 'ar',
      title: ARABIC_ANNOUNCEMENT_TITLE,
      summary: '',
      format: 2,
      body: '<p>سيتوقف <strong>التداول</strong> لمدة ساعة واحدة.</p>',
    },
  ]);
  ids.xss = await article('news', 'xss-probe', [
    { language: 'en', title: 'Fee update (e2e)', summary: '', format: 2, body: XSS_BODY },
  ]);
  const [stored] = await harness.built.context.db
    .select({ body: contentArticleBodies.body })
    .from(contentArticleBodies)
    .where(eq(contentArticleBodies.articleId, ids.xss));
  sanitisedBody = stored?.body ?? '';
  expect(sanitisedBody).toContain('fee table');
  expect(sanitisedBody).not.toMatch(/script|onerror|onload|onmouseover|javascript:|iframe|svg/i);
});
afterAll(async () => harness?.close());

/** Switches the app to Arabic the way a user does; the choice persists for the page's later loads. */
const chooseArabic = async (page: Page) => {
  await page.goto(`${harness.baseUrl}/mine/userLanguage`);
  await page.getByRole('radio', { name: /العربية/ }).click();
  await page.waitForFunction(() => document.documentElement.lang === 'ar');
};

/** The computed direction of the article holding `heading`, and whether its heading hugs the inline start. */
const layoutOf = async (page: Page, heading: string) =>
  page.getByRole('heading', { name: heading }).evaluate((element) => {
    const article = element.closest('article')!;
    const box = article.getBoundingClientRect();
    // The heading is a block as wide as the article: measure its text, not its box.
    const range = document.createRange();
    range.selectNodeContents(element);
    const title = range.getBoundingClientRect();
    return {
      direction: getComputedStyle(article).direction,
      lang: article.getAttribute('lang'),
      // Right-to-left text starts at the inline end of the box: its gap there is smaller than at the other side.
      hugsEnd: box.right - title.right < title.left - box.left,
    };
  });

describe.each(['phone', 'desktop'] as const)('content on a %s', (viewport) => {
  it('a help article and an announcement in Arabic render right-to-left, in the Arabic and the English app', async () => {
    const { context, page } = await harness.newPage(viewport);
    const failures = await watchPolicyViolations(page);
    await chooseArabic(page);

    await page.goto(`${harness.baseUrl}/mine/help_center`);
    await page.getByRole('heading', { name: text('ar', 'content.help.title'), level: 1 }).waitFor();
    await page.getByRole('searchbox', { name: text('ar', 'content.help.search') }).fill('أودع');
    await page.getByRole('link', { name: new RegExp(ARABIC_HELP_TITLE) }).click();
    await page.getByRole('heading', { name: ARABIC_HELP_TITLE }).waitFor();
    expect(await layoutOf(page, ARABIC_HELP_TITLE)).toEqual({ direction: 'rtl', lang: 'ar', hugsEnd: true });
    expect(
      await page
        .locator('article')
        .getByText('المحفظة')
        .evaluate((element) => element.tagName),
    ).toBe('STRONG');
    await harness.screenshot(page, `content-${viewport}-help-ar`);

    await page.goto(`${harness.baseUrl}/announcement`);
    await page.getByRole('link', { name: new RegExp(ARABIC_ANNOUNCEMENT_TITLE) }).click();
    await page.getByRole('heading', { name: ARABIC_ANNOUNCEMENT_TITLE }).waitFor();
    expect(await layoutOf(page, ARABIC_ANNOUNCEMENT_TITLE)).toEqual({
      direction: 'rtl',
      lang: 'ar',
      hugsEnd: true,
    });
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');

    // An English reader of the same announcement: the screen is ltr, the Arabic article keeps its direction.
    const english = await harness.newPage(viewport);
    await english.page.goto(`${harness.baseUrl}/message/announcementDetail?id=${ids.announcement}`);
    await english.page.getByRole('heading', { name: ARABIC_ANNOUNCEMENT_TITLE }).waitFor();
    expect(await english.page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    expect(await layoutOf(english.page, ARABIC_ANNOUNCEMENT_TITLE)).toEqual({
      direction: 'rtl',
      lang: 'ar',
      hugsEnd: true,
    });
    await english.page.getByText(text('en', 'content.article.otherLanguage')).waitFor();
    await english.context.close();

    expect(failures).toEqual([]);
    await context.close();
  });

  it('a rich-text article with XSS payloads runs no script, sanitised or not', async () => {
    const { context, page } = await harness.newPage(viewport);
    const failures = await watchPolicyViolations(page);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const expectNoScriptRan = async () => {
      await page.getByRole('link', { name: 'fee table' }).waitFor();
      const article = page.locator('article');
      await article.getByText('hover').hover();
      expect(await article.locator('script, iframe, svg, [onerror], [onload], [onmouseover]').count()).toBe(
        0,
      );
      expect(await page.getByText('tap me').getAttribute('href')).toBeNull();
      await page.getByText('tap me').click();
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      expect(dialogs).toEqual([]);
    };

    await setXssBody(sanitisedBody);
    await page.goto(`${harness.baseUrl}/message/newsDetail?id=${ids.xss}`);
    await expectNoScriptRan();
    // As the server stored it, the body holds no handler at all: not even a blocked attempt.
    expect(failures).toEqual([]);

    // The stored body replaced with the raw payload, as if the server's sanitiser had been bypassed.
    await setXssBody(XSS_BODY);
    await page.reload();
    await expectNoScriptRan();
    await harness.screenshot(page, `content-${viewport}-xss`);
    // Chromium reports each inline handler of the inert parse as a blocked script-src-attr (the Content-Security-
    // Policy's report of a tampered body); nothing else is reported, and nothing ran (checked above).
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.filter((line) => !/script-src-attr/.test(line))).toEqual([]);
    await context.close();
  });
});
