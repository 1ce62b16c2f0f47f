import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffRole, type ArticleDetail, type ArticleSummary, type HelpCategory } from '@exchange/contracts';
import { staffAuditLog } from '../../src/platform/db/index';
import { adminCall, staffLogin } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  appGet,
  body,
  contentSnapshot,
  createArticle,
  nextSlug,
  refusal,
  type CreatedArticle,
} from './content-fixtures';
import { FORBIDDEN_IN_OUTPUT, OWASP_VECTORS } from './owasp-vectors';

/*
 * Articles and help (issue 21 §4) through the real endpoints: staff write drafts and publish, the app reads
 * published ones in its language with the fallback, every bad input is refused naming its field and changes nothing,
 * permissions per role, and every change audited.
 */
let t: TestApp;
let editor: string;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  editor = (await staffLogin(t, StaffRole.content)).token;
  const category = await adminCall<{ id: number }>(t, 'POST', 'content/help-categories', editor, {
    body: {
      sort: 1,
      names: [
        { language: 'en', name: 'Account' },
        { language: 'de', name: 'Konto' },
      ],
    },
  });
  categoryId = category.data.id;
});
afterAll(async () => {
  await t.close();
});

describe('articles', () => {
  it('a draft is invisible to the app until published, and again after unpublishing', async () => {
    const draft = await createArticle(
      t,
      editor,
      { kind: 'news', bodies: [body('en', 'Draft news', 'hidden')] },
      { isPublished: false },
    );
    expect(draft).toMatchObject({ status: 'draft', publishedAt: null });
    const hidden = await appGet(t, 'content/article/detail', { id: draft.id });
    expect([hidden.status, hidden.body.code]).toEqual([404, 1_021_000_001]);
    const page = await appGet<{ list: ArticleSummary[] }>(t, 'content/article/page', { kind: 'news' });
    expect(page.data.list.map((item) => item.id)).not.toContain(draft.id);

    t.clock.advance(1000);
    const published = await adminCall<CreatedArticle>(
      t,
      'POST',
      `content/articles/${draft.id}/publish`,
      editor,
      {
        body: { isPublished: true },
      },
    );
    expect(published.data).toMatchObject({ status: 'published', publishedAt: t.clock.nowMs() });
    const shown = await appGet<ArticleDetail>(t, 'content/article/detail', { id: draft.id });
    expect(shown.data).toMatchObject({ id: draft.id, title: 'Draft news', body: 'hidden', language: 'en' });

    const firstPublishedAt = published.data.publishedAt;
    await adminCall(t, 'POST', `content/articles/${draft.id}/publish`, editor, {
      body: { isPublished: false },
    });
    expect((await appGet(t, 'content/article/detail', { id: draft.id })).status).toBe(404);
    t.clock.advance(1000);
    const again = await adminCall<CreatedArticle>(t, 'POST', `content/articles/${draft.id}/publish`, editor, {
      body: { isPublished: true },
    });
    expect(again.data.publishedAt).toBe(firstPublishedAt);
  });

  it('serves the reader’s language, then English, then any, and says which', async () => {
    const both = await createArticle(t, editor, {
      kind: 'announcement',
      bodies: [body('en', 'Hello', 'english'), body('ar', 'مرحبا', 'عربي')],
    });
    const arabic = await appGet<ArticleDetail>(t, 'content/article/detail', { id: both.id }, 'ar');
    expect(arabic.data).toMatchObject({ language: 'ar', title: 'مرحبا', body: 'عربي' });
    expect(arabic.data.languages.sort()).toEqual(['ar', 'en']);
    const french = await appGet<ArticleDetail>(t, 'content/article/detail', { id: both.id }, 'fr');
    expect(french.data).toMatchObject({ language: 'en', title: 'Hello' });
    const japaneseOnly = await createArticle(t, editor, {
      kind: 'announcement',
      bodies: [body('ja', 'こんにちは', '日本語')],
    });
    const fallback = await appGet<ArticleDetail>(t, 'content/article/detail', { id: japaneseOnly.id }, 'de');
    expect(fallback.data).toMatchObject({ language: 'ja', title: 'こんにちは' });
    const listed = await appGet<{ list: ArticleSummary[] }>(
      t,
      'content/article/page',
      { kind: 'announcement' },
      'ar',
    );
    expect(listed.data.list.find((item) => item.id === both.id)).toMatchObject({
      language: 'ar',
      title: 'مرحبا',
    });
  });

  it('pages by kind, pinned first then newest, 15 a page at most', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 16; index++) {
      t.clock.advance(1000);
      ids.push(
        (await createArticle(t, editor, { kind: 'college', bodies: [body('en', `Lesson ${index}`, 'x')] }))
          .id,
      );
    }
    t.clock.advance(1000);
    const pinned = await createArticle(t, editor, {
      kind: 'college',
      pinned: true,
      bodies: [body('en', 'Pinned', 'x')],
    });
    // The pinned one is the newest here; make an older one pinned instead to show pinning wins over time.
    await adminCall(t, 'PUT', `content/articles/${ids[0]}`, editor, {
      body: { kind: 'college', slug: nextSlug(), pinned: true, bodies: [body('en', 'Old pinned', 'x')] },
    });
    const first = await appGet<{ list: ArticleSummary[]; total: number }>(t, 'content/article/page', {
      kind: 'college',
    });
    expect(first.data.total).toBe(17);
    expect(first.data.list).toHaveLength(15);
    expect(first.data.list.slice(0, 3).map((item) => item.id)).toEqual([pinned.id, ids[0], ids[15]]);
    const second = await appGet<{ list: ArticleSummary[] }>(t, 'content/article/page', {
      kind: 'college',
      pageNo: 2,
    });
    expect(second.data.list.map((item) => item.id)).toEqual([ids[2], ids[1]]);
    expect(refusal(await appGet(t, 'content/article/page', { kind: 'college', pageSize: 16 }))).toEqual([
      400,
      'pageSize',
    ]);
    expect(refusal(await appGet(t, 'content/article/page', { kind: 'blog' }))).toEqual([400, 'kind']);
  });

  it('sanitises rich text on save and returns only the sanitised HTML; markdown stays text', async () => {
    const rich = await createArticle(t, editor, {
      kind: 'news',
      bodies: [
        body(
          'en',
          'Rich',
          '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
          2,
        ),
        body('de', 'Markdown', '# Title <b>kept as text</b>', 1),
      ],
    });
    expect(rich.bodies.find((each) => each.language === 'en')?.body).toBe(
      '<p>Hi <a rel="noopener noreferrer">x</a></p>',
    );
    const served = await appGet<ArticleDetail>(t, 'content/article/detail', { id: rich.id });
    expect(served.data).toMatchObject({ format: 2, body: '<p>Hi <a rel="noopener noreferrer">x</a></p>' });
    const markdown = await appGet<ArticleDetail>(t, 'content/article/detail', { id: rich.id }, 'de');
    expect(markdown.data).toMatchObject({ format: 1, body: '# Title <b>kept as text</b>' });
  });

  it('the OWASP vectors saved through the staff API come back harmless from the app API', async () => {
    const article = await createArticle(t, editor, {
      kind: 'news',
      bodies: [body('en', 'Vectors', OWASP_VECTORS.join('\n'), 2)],
    });
    const served = await appGet<ArticleDetail>(t, 'content/article/detail', { id: article.id });
    for (const [what, pattern] of FORBIDDEN_IN_OUTPUT) expect(served.data.body, what).not.toMatch(pattern);
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const valid = { kind: 'news', slug: nextSlug(), bodies: [body('en', 'Valid', 'x')] };
    const taken = await createArticle(t, editor, { kind: 'news', bodies: [body('en', 'Taken', 'x')] });
    const other = await createArticle(t, editor, { kind: 'news', bodies: [body('en', 'Other', 'x')] });
    const takenSlug = (await adminCall<{ slug: string }>(t, 'GET', `content/articles/${taken.id}`, editor))
      .data.slug;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...valid, bodies: [{ ...body('en', 'T', 'x'), format: 3 }] }, 400, 'bodies.0.format'],
      [{ ...valid, bodies: [body('xx', 'T', 'x')] }, 400, 'bodies.0.language'],
      [{ ...valid, bodies: [body('en', 'T', 'x'), body('en', 'U', 'y')] }, 400, 'bodies.1.language'],
      [{ ...valid, bodies: [] }, 400, 'bodies'],
      [{ ...valid, bodies: [body('en', '', 'x')] }, 400, 'bodies.0.title'],
      [{ ...valid, bodies: [body('en', '<b>T</b>', 'x')] }, 400, 'bodies.0.title'],
      [{ ...valid, bodies: [body('en', 'T', 'a\u0000b')] }, 400, 'bodies.0.body'],
      [{ ...valid, kind: 'blog' }, 400, 'kind'],
      [{ ...valid, slug: 'Not A Slug' }, 400, 'slug'],
      [{ ...valid, kind: 'help' }, 400, 'categoryId'],
      [{ ...valid, categoryId }, 400, 'categoryId'],
      [{ ...valid, coverUrl: 'javascript:alert(1)' }, 400, 'coverUrl'],
      [{ ...valid, extra: 1 }, 400, 'extra'],
      [{ ...valid, kind: 'help', categoryId: 999_999 }, 404, 'categoryId'],
      [{ ...valid, slug: takenSlug }, 409, 'slug'],
    ];
    const before = await contentSnapshot(t);
    for (const [input, status, field] of cases) {
      const result = await adminCall(t, 'POST', 'content/articles', editor, { body: input });
      expect(refusal(result), JSON.stringify(input)).toEqual([status, field]);
      const update = await adminCall(t, 'PUT', `content/articles/${other.id}`, editor, { body: input });
      expect(refusal(update), JSON.stringify(input)).toEqual([status, field]);
    }
    expect(refusal(await adminCall(t, 'PUT', 'content/articles/999999', editor, { body: valid }))).toEqual([
      404,
      'id',
    ]);
    expect(
      refusal(
        await adminCall(t, 'POST', 'content/articles/999999/publish', editor, {
          body: { isPublished: true },
        }),
      ),
    ).toEqual([404, 'id']);
    expect(
      refusal(
        await adminCall(t, 'POST', `content/articles/${taken.id}/publish`, editor, {
          body: { isPublished: 1 },
        }),
      ),
    ).toEqual([400, 'isPublished']);
    expect(refusal(await adminCall(t, 'POST', 'content/articles/999999/delete', editor))).toEqual([
      404,
      'id',
    ]);
    expect(refusal(await adminCall(t, 'POST', 'content/articles/abc/delete', editor))).toEqual([400, 'id']);
    expect(refusal(await appGet(t, 'content/article/detail', { id: 'abc' }))).toEqual([400, 'id']);
    expect(refusal(await appGet(t, 'content/article/detail', {}))).toEqual([400, 'id']);
    expect(await contentSnapshot(t)).toBe(before);
  });

  it('updates replace bodies, delete removes the article, and every change is audited', async () => {
    const article = await createArticle(t, editor, {
      kind: 'news',
      bodies: [body('en', 'One', 'x'), body('fr', 'Un', 'x')],
    });
    const updated = await adminCall<CreatedArticle>(t, 'PUT', `content/articles/${article.id}`, editor, {
      body: { kind: 'news', slug: nextSlug(), bodies: [body('de', 'Eins', 'y')] },
    });
    expect(updated.data).toMatchObject({ status: 'published', bodies: [{ language: 'de', title: 'Eins' }] });
    const deleted = await adminCall(t, 'POST', `content/articles/${article.id}/delete`, editor);
    expect(deleted.data).toEqual({ ok: true });
    expect((await adminCall(t, 'GET', `content/articles/${article.id}`, editor)).status).toBe(404);
    const entries = await t.context.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target, `article:${article.id}`));
    expect(entries.map((entry) => [entry.action, entry.status])).toEqual([
      ['POST /content/articles', 200],
      ['POST /content/articles/:id/publish', 200],
      ['PUT /content/articles/:id', 200],
      ['POST /content/articles/:id/delete', 200],
    ]);
    expect(entries[2]!.before).toMatchObject({ bodies: [{ language: 'en' }, { language: 'fr' }] });
    expect(entries[2]!.after).toMatchObject({ bodies: [{ language: 'de' }] });
  });

  it('staff page drafts too, filtered by kind and status', async () => {
    const draft = await createArticle(
      t,
      editor,
      { kind: 'news', bodies: [body('en', 'D', 'x')] },
      { isPublished: false },
    );
    const drafts = await adminCall<{ list: CreatedArticle[] }>(t, 'GET', 'content/articles', editor, {
      query: { kind: 'news', status: 'draft' },
    });
    expect(drafts.data.list.map((item) => item.id)).toContain(draft.id);
    expect(drafts.data.list.every((item) => item.status === 'draft')).toBe(true);
  });
});

describe('help', () => {
  it('lists categories in the reader’s language with published counts, and searches in that language', async () => {
    await createArticle(t, editor, {
      kind: 'help',
      categoryId,
      bodies: [
        body('en', 'Reset your password', 'Use the 100% reliable link'),
        body('de', 'Passwort', 'Kennwort'),
      ],
    });
    await createArticle(
      t,
      editor,
      { kind: 'help', categoryId, bodies: [body('en', 'Password draft', 'x')] },
      { isPublished: false },
    );
    const german = await appGet<HelpCategory[]>(t, 'content/help/categories', {}, 'de');
    expect(german.data.find((item) => item.id === categoryId)).toMatchObject({
      name: 'Konto',
      language: 'de',
      articleCount: 1,
    });
    const english = await appGet<HelpCategory[]>(t, 'content/help/categories', {}, 'en');
    expect(english.data.find((item) => item.id === categoryId)?.name).toBe('Account');

    const found = await appGet<ArticleSummary[]>(t, 'content/help/search', { q: 'password' }, 'en');
    expect(found.data.map((item) => item.title)).toEqual(['Reset your password']);
    expect((await appGet<ArticleSummary[]>(t, 'content/help/search', { q: 'password' }, 'de')).data).toEqual(
      [],
    );
    expect(
      (await appGet<ArticleSummary[]>(t, 'content/help/search', { q: 'kennwort' }, 'de')).data,
    ).toHaveLength(1);
    expect((await appGet<ArticleSummary[]>(t, 'content/help/search', { q: '100%' })).data).toHaveLength(1);
    expect((await appGet<ArticleSummary[]>(t, 'content/help/search', { q: '_' })).data).toEqual([]);
    expect(refusal(await appGet(t, 'content/help/search', { q: '' }))).toEqual([400, 'q']);
    expect(refusal(await appGet(t, 'content/help/search', { q: 'x'.repeat(101) }))).toEqual([400, 'q']);
    const byCategory = await appGet<{ list: ArticleSummary[] }>(t, 'content/article/page', {
      kind: 'help',
      categoryId,
    });
    expect(byCategory.data.list).toHaveLength(1);
  });

  it('a category with articles cannot be deleted; an empty one can; bad names are refused', async () => {
    expect(
      refusal(await adminCall(t, 'POST', `content/help-categories/${categoryId}/delete`, editor)),
    ).toEqual([409, 'id']);
    const empty = await adminCall<{ id: number }>(t, 'POST', 'content/help-categories', editor, {
      body: { names: [{ language: 'en', name: 'Empty' }] },
    });
    const renamed = await adminCall<{ names: unknown[] }>(
      t,
      'PUT',
      `content/help-categories/${empty.data.id}`,
      editor,
      {
        body: { sort: 3, names: [{ language: 'fr', name: 'Vide' }] },
      },
    );
    expect(renamed.data.names).toEqual([{ language: 'fr', name: 'Vide' }]);
    const before = await contentSnapshot(t);
    expect(
      refusal(
        await adminCall(t, 'POST', 'content/help-categories', editor, {
          body: { names: [{ language: 'qq', name: 'x' }] },
        }),
      ),
    ).toEqual([400, 'names.0.language']);
    expect(
      refusal(await adminCall(t, 'POST', 'content/help-categories', editor, { body: { names: [] } })),
    ).toEqual([400, 'names']);
    expect(
      refusal(
        await adminCall(t, 'PUT', 'content/help-categories/999999', editor, {
          body: { names: [{ language: 'en', name: 'x' }] },
        }),
      ),
    ).toEqual([404, 'id']);
    expect(await contentSnapshot(t)).toBe(before);
    expect(
      (await adminCall(t, 'POST', `content/help-categories/${empty.data.id}/delete`, editor)).data,
    ).toEqual({ ok: true });
    const audited = await t.context.db
      .select()
      .from(staffAuditLog)
      .where(like(staffAuditLog.target, `help-category:${empty.data.id}`));
    expect(audited).toHaveLength(3);
  });
});

describe('permissions', () => {
  it('support cannot read or write content; the auditor reads only; the super admin writes', async () => {
    const support = (await staffLogin(t, StaffRole.support)).token;
    const auditor = (await staffLogin(t, StaffRole.auditor)).token;
    const superAdmin = (await staffLogin(t, StaffRole.superAdmin)).token;
    const article = { kind: 'news', slug: nextSlug(), bodies: [body('en', 'P', 'x')] };
    const before = await contentSnapshot(t);
    for (const path of [
      'content/articles',
      'content/help-categories',
      'content/documents',
      'content/carousel',
    ])
      expect((await adminCall(t, 'GET', path, support)).status).toBe(403);
    expect((await adminCall(t, 'POST', 'content/articles', support, { body: article })).status).toBe(403);
    for (const path of [
      'content/articles',
      'content/help-categories',
      'content/documents',
      'content/carousel',
    ])
      expect((await adminCall(t, 'GET', path, auditor)).status).toBe(200);
    expect((await adminCall(t, 'POST', 'content/articles', auditor, { body: article })).status).toBe(403);
    expect(
      (
        await adminCall(t, 'PUT', 'content/documents', auditor, {
          body: { code: 'about_us', bodies: [body('en', 'A', 'x')] },
        })
      ).status,
    ).toBe(403);
    expect(await contentSnapshot(t)).toBe(before);
    expect((await adminCall(t, 'POST', 'content/articles', superAdmin, { body: article })).status).toBe(200);
    // No token: the staff API refuses; the app API needs none.
    expect((await adminCall(t, 'GET', 'content/articles', '')).status).toBe(401);
  });
});
