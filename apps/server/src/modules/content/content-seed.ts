import { eq } from 'drizzle-orm';
import { ContentFormat, DOCUMENT_CODES, type ContentBodyInput } from '@exchange/contracts';
import {
  contentArticleBodies,
  contentArticles,
  contentDocuments,
  contentHelpCategories,
  contentSlides,
  type Tx,
} from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { storedBody } from './content-bodies';
import { writeDocument } from './documents';
import { insertSlide } from './slides';

const markdown = (title: string, body: string, language = 'en'): ContentBodyInput => ({
  language,
  title,
  summary: body.split('\n')[0] ?? '',
  format: ContentFormat.markdown,
  body,
});

const NEWS = [
  markdown(
    'Demo market opens',
    'The demo market runs on simulated prices.\n\nTry every product with demo funds.',
  ),
  markdown('New languages', 'The app now speaks 19 languages.\n\nPick yours under Settings.'),
];
const ANNOUNCEMENTS = [
  [markdown('Scheduled maintenance', 'Trading pauses for ten minutes on Sunday at 02:00 UTC.')],
  [
    markdown('Welcome to the exchange', 'Read the service agreement before trading.'),
    markdown('مرحبًا بكم في المنصة', 'يرجى قراءة اتفاقية الخدمة قبل التداول.', 'ar'),
  ],
];
const HELP: { name: string; articles: [string, string][] }[] = [
  {
    name: 'Account',
    articles: [
      ['How do I verify my identity?', 'Open Mine, then Real-name, and follow the steps.'],
      ['How do I reset my password?', 'Use Forgot password on the sign-in screen.'],
    ],
  },
  {
    name: 'Deposits and withdrawals',
    articles: [
      ['How long does a deposit take?', 'A deposit is credited after the network confirms it.'],
      ['Why is my withdrawal under review?', 'Large withdrawals are checked by staff first.'],
    ],
  },
  {
    name: 'Trading',
    articles: [
      ['What is a perpetual contract?', 'A contract without expiry, kept near the index by funding.'],
      ['What does liquidation mean?', 'A position closes when its margin no longer covers maintenance.'],
    ],
  },
];

const addArticle = async (
  tx: Tx,
  now: Date,
  article: { kind: string; slug: string; categoryId?: number; pinned?: boolean },
  bodies: ContentBodyInput[],
) => {
  const [row] = await tx
    .insert(contentArticles)
    .values({
      kind: article.kind,
      slug: article.slug,
      categoryId: article.categoryId ?? null,
      status: 'published',
      pinned: article.pinned ?? false,
      publishedAt: now,
      coverUrl: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: contentArticles.id });
  await tx
    .insert(contentArticleBodies)
    .values(bodies.map((body) => ({ articleId: row!.id, ...storedBody(body) })));
};

/**
 * On a demo start, once: a few news, announcements (one in Arabic too), help categories with articles, the six
 * documents in English and two banners. Skipped when any article exists (a restart, or a second instance).
 */
export const seedContent = async (context: AppContext, isDemo: boolean) => {
  if (!isDemo) return;
  const [existing] = await context.db.select({ id: contentArticles.id }).from(contentArticles).limit(1);
  if (existing) return;
  const now = new Date(context.clock.nowMs());
  await context.db.transaction(async (tx) => {
    for (const [index, body] of NEWS.entries())
      await addArticle(tx, now, { kind: 'news', slug: `demo-news-${index + 1}` }, [body]);
    for (const [index, bodies] of ANNOUNCEMENTS.entries())
      await addArticle(
        tx,
        now,
        { kind: 'announcement', slug: `demo-announcement-${index + 1}`, pinned: index === 0 },
        bodies,
      );
    for (const [index, category] of HELP.entries()) {
      const [row] = await tx
        .insert(contentHelpCategories)
        .values({
          sort: index,
          names: [{ language: 'en', name: category.name }],
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: contentHelpCategories.id });
      for (const [articleIndex, [title, body]] of category.articles.entries())
        await addArticle(
          tx,
          now,
          { kind: 'help', slug: `demo-help-${index + 1}-${articleIndex + 1}`, categoryId: row!.id },
          [markdown(title, body)],
        );
    }
    for (const code of DOCUMENT_CODES) {
      const [document] = await tx.select().from(contentDocuments).where(eq(contentDocuments.code, code));
      if (!document)
        await writeDocument(
          tx,
          code,
          [markdown(code.replaceAll('_', ' '), `The ${code.replaceAll('_', ' ')} of the demo exchange.`)],
          now,
        );
    }
    const [slide] = await tx.select({ id: contentSlides.id }).from(contentSlides).limit(1);
    if (!slide) {
      await insertSlide(
        tx,
        {
          imageUrl: '/banners/demo-1.png',
          link: '/mine/help_center',
          sort: 1,
          titles: [{ language: 'en', name: 'Help centre' }],
          startsAt: null,
          endsAt: null,
        },
        now,
      );
      await insertSlide(
        tx,
        {
          imageUrl: '/banners/demo-2.png',
          link: '/funds/swap',
          sort: 2,
          titles: [{ language: 'en', name: 'Swap in one tap' }],
          startsAt: null,
          endsAt: null,
        },
        now,
      );
    }
  });
};
