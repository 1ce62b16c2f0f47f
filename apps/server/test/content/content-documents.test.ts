import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_CODES, StaffRole, type ContentDocument, type Slide } from '@exchange/contracts';
import { seedContent } from '../../src/modules/content/content-seed';
import { queryRows, staffAuditLog } from '../../src/platform/db/index';
import { adminCall, staffLogin } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import { appGet, body, contentSnapshot, refusal } from './content-fixtures';

/*
 * Documents by code and home banners (issue 21 §4) through the real endpoints, and the demo seed.
 */
let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = (await staffLogin(t, StaffRole.content)).token;
});
afterAll(async () => {
  await t.close();
});

describe('documents', () => {
  it('staff upsert a document; the app reads it by code in its language with the fallback', async () => {
    const created = await adminCall<{ code: string; bodies: unknown[] }>(
      t,
      'PUT',
      'content/documents',
      editor,
      {
        body: {
          code: 'privacy_clause',
          bodies: [
            body('en', 'Privacy', '<p>We keep <b>little</b></p><script>x</script>', 2),
            body('fr', 'Confidentialité', 'peu'),
          ],
        },
      },
    );
    expect(created.data).toMatchObject({
      code: 'privacy_clause',
      bodies: [
        { language: 'en', body: '<p>We keep little</p>' },
        { language: 'fr', body: 'peu' },
      ],
    });
    const french = await appGet<ContentDocument>(t, 'content/document', { code: 'privacy_clause' }, 'fr');
    expect(french.data).toMatchObject({ language: 'fr', title: 'Confidentialité', format: 1 });
    const korean = await appGet<ContentDocument>(t, 'content/document', { code: 'privacy_clause' }, 'ko');
    expect(korean.data).toMatchObject({ language: 'en', body: '<p>We keep little</p>', format: 2 });

    // An upsert replaces every body; a new code matching the pattern is a new document.
    await adminCall(t, 'PUT', 'content/documents', editor, {
      body: { code: 'privacy_clause', bodies: [body('de', 'Datenschutz', 'x')] },
    });
    expect(
      (await appGet<ContentDocument>(t, 'content/document', { code: 'privacy_clause' }, 'fr')).data.language,
    ).toBe('de');
    expect(
      (
        await adminCall(t, 'PUT', 'content/documents', editor, {
          body: { code: 'fee_schedule', bodies: [body('en', 'Fees', 'x')] },
        })
      ).status,
    ).toBe(200);
    const listed = await adminCall<{ code: string }[]>(t, 'GET', 'content/documents', editor);
    expect(listed.data.map((item) => item.code)).toEqual(['fee_schedule', 'privacy_clause']);
    const audited = await t.context.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target, 'document:privacy_clause'));
    expect(audited).toHaveLength(2);
    expect(audited[1]!.before).toMatchObject({ bodies: [{ language: 'en' }, { language: 'fr' }] });
  });

  it('refuses bad codes and bodies naming the field, and changes nothing', async () => {
    const before = await contentSnapshot(t);
    const put = (code: string, input: unknown) =>
      adminCall(t, 'PUT', 'content/documents', editor, { body: { code, ...(input as object) } });
    expect(refusal(await put('AB', { bodies: [body('en', 'x', 'x')] }))).toEqual([400, 'code']);
    expect(refusal(await put('x'.repeat(41), { bodies: [body('en', 'x', 'x')] }))).toEqual([400, 'code']);
    expect(refusal(await put('about_us', { bodies: [body('en-GB', 'x', 'x')] }))).toEqual([
      400,
      'bodies.0.language',
    ]);
    expect(refusal(await put('about_us', { bodies: [{ ...body('en', 'x', 'x'), format: 0 }] }))).toEqual([
      400,
      'bodies.0.format',
    ]);
    expect(refusal(await put('about_us', { bodies: [body('en', 'x', 'x'.repeat(100_001))] }))).toEqual([
      400,
      'bodies.0.body',
    ]);
    expect(refusal(await put('about_us', {}))).toEqual([400, 'bodies']);
    expect(await contentSnapshot(t)).toBe(before);
    expect(refusal(await appGet(t, 'content/document', { code: 'real_name' }))).toEqual([404, 'code']);
    expect(refusal(await appGet(t, 'content/document', { code: 'Bad-Code' }))).toEqual([400, 'code']);
  });
});

describe('carousel', () => {
  it('lists the banners active now in order; staff create, update and delete them', async () => {
    const now = t.clock.nowMs();
    const create = (input: Record<string, unknown>) =>
      adminCall<{ id: number }>(t, 'POST', 'content/carousel', editor, {
        body: {
          imageUrl: 'https://cdn.example.com/a.png',
          titles: [{ language: 'en', name: 'Banner' }],
          ...input,
        },
      });
    const second = await create({
      sort: 2,
      link: '/funds/swap',
      titles: [
        { language: 'en', name: 'Two' },
        { language: 'ja', name: '二' },
      ],
    });
    const first = await create({
      sort: 1,
      link: 'https://example.com/promo',
      imageUrl: '/uploads/banners/1.png',
    });
    const later = await create({ sort: 0, startsAt: now + 60_000 });
    const ended = await create({ sort: 0, startsAt: now - 60_000, endsAt: now });
    const active = await appGet<Slide[]>(t, 'content/carousel', {}, 'ja');
    expect(active.data.map((slide) => slide.id)).toEqual([first.data.id, second.data.id]);
    expect(active.data[1]).toMatchObject({ title: '二', link: '/funds/swap' });
    t.clock.advance(60_000);
    expect((await appGet<Slide[]>(t, 'content/carousel')).data.map((slide) => slide.id)).toEqual([
      later.data.id,
      first.data.id,
      second.data.id,
    ]);
    const updated = await adminCall<{ sort: number }>(t, 'PUT', `content/carousel/${first.data.id}`, editor, {
      body: {
        imageUrl: 'https://cdn.example.com/b.png',
        sort: 9,
        titles: [{ language: 'en', name: 'Last' }],
      },
    });
    expect(updated.data.sort).toBe(9);
    expect((await adminCall(t, 'POST', `content/carousel/${ended.data.id}/delete`, editor)).data).toEqual({
      ok: true,
    });
    expect((await adminCall<unknown[]>(t, 'GET', 'content/carousel', editor)).data).toHaveLength(3);
  });

  it('refuses bad banners naming the field, and changes nothing', async () => {
    const valid = { imageUrl: 'https://cdn.example.com/a.png', titles: [{ language: 'en', name: 'B' }] };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
      [{ ...valid, imageUrl: 'http://cdn.example.com/a.png' }, 'imageUrl'],
      [{ ...valid, link: 'javascript:alert(1)' }, 'link'],
      [{ ...valid, link: 'http://example.com' }, 'link'],
      [{ ...valid, link: '//evil.example' }, 'link'],
      [{ ...valid, titles: [{ language: 'zz', name: 'B' }] }, 'titles.0.language'],
      [{ ...valid, startsAt: 2000, endsAt: 1000 }, 'endsAt'],
      [{ ...valid, sort: -1 }, 'sort'],
    ];
    const before = await contentSnapshot(t);
    for (const [input, field] of cases) {
      expect(refusal(await adminCall(t, 'POST', 'content/carousel', editor, { body: input })), field).toEqual(
        [400, field],
      );
    }
    expect(refusal(await adminCall(t, 'PUT', 'content/carousel/999999', editor, { body: valid }))).toEqual([
      404,
      'id',
    ]);
    expect(refusal(await adminCall(t, 'POST', 'content/carousel/999999/delete', editor))).toEqual([
      404,
      'id',
    ]);
    expect(await contentSnapshot(t)).toBe(before);
  });
});

describe('demo seed', () => {
  const counts = async () =>
    (
      await queryRows<{ kind: string; n: number }>(
        t.context.db,
        sql`select kind, count(*)::int as n from content_articles where slug like 'demo-%' group by kind order by kind`,
      )
    ).map((row) => [row.kind, row.n]);

  it('seeds nothing on a normal start, the demo items once on a demo start', async () => {
    const fresh = await createTestApp();
    try {
      await seedContent(fresh.context, false);
      expect((await appGet(fresh, 'content/article/page', { kind: 'news' })).data).toEqual({
        list: [],
        total: 0,
      });
      await seedContent(fresh.context, true);
      await seedContent(fresh.context, true);
      const seeded = await queryRows<{ kind: string; n: number }>(
        fresh.context.db,
        sql`select kind, count(*)::int as n from content_articles group by kind order by kind`,
      );
      expect(seeded.map((row) => [row.kind, row.n])).toEqual([
        ['announcement', 2],
        ['help', 6],
        ['news', 2],
      ]);
      for (const code of DOCUMENT_CODES)
        expect((await appGet<ContentDocument>(fresh, 'content/document', { code })).status).toBe(200);
      expect((await appGet<Slide[]>(fresh, 'content/carousel')).data).toHaveLength(2);
      expect((await appGet<unknown[]>(fresh, 'content/help/categories')).data).toHaveLength(3);
    } finally {
      await fresh.close();
    }
    expect(await counts()).toEqual([]);
  });
});
