import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ArticleDetail, ArticleSummary, Feedback } from '@exchange/contracts/http/index';
import { contentErrors } from '@exchange/contracts/content-errors';
import { storageKeys } from '@/lib/storage';
import { setTokens } from '@/lib/token-store';
import { API, fail, http, ok, server } from '../../test/msw-server';
import { referenceHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

vi.mock('@/lib/data-socket', async () => {
  const { FakeDataSocket: Fake } = await import('../../test/chart-fixtures');
  const socket = new Fake();
  return { getDataSocket: () => socket };
});

const T0 = Date.UTC(2026, 10, 29, 9);

const summary = (overrides: Partial<ArticleSummary> = {}): ArticleSummary => ({
  id: 1,
  kind: 'news',
  categoryId: null,
  slug: 'listing',
  pinned: false,
  publishedAt: T0,
  coverUrl: null,
  language: 'en',
  title: 'New listing: SOL',
  summary: 'SOL/USDT opens for trading.',
  ...overrides,
});

const detail = (overrides: Partial<ArticleDetail> = {}): ArticleDetail => ({
  ...summary(),
  format: 1,
  body: '## Trading starts\n\nDeposits **open now**.',
  languages: ['en'],
  ...overrides,
});

/** Content reads: `articles(kind)` per kind, `article(id)` per id; the queries asked are recorded. */
function contentHandlers(options: {
  articles?: (query: URLSearchParams) => ArticleSummary[];
  article?: (id: number) => ArticleDetail | null;
  queries?: URLSearchParams[];
}) {
  server.use(
    http.get(`${API}/content/article/page`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      options.queries?.push(query);
      const list = options.articles?.(query) ?? [];
      return ok({ list, total: list.length });
    }),
    http.get(`${API}/content/article/detail`, ({ request }) => {
      const found = options.article?.(Number(new URL(request.url).searchParams.get('id'))) ?? null;
      return found
        ? ok(found)
        : fail(contentErrors.CONTENT_ARTICLE_NOT_FOUND.code, 'This article does not exist.', 404);
    }),
    // After this file's own: msw prefers the handlers given first, and the reference set answers no content.
    ...referenceHandlers(),
  );
}

beforeEach(() => {
  window.localStorage.clear();
});

describe('news and announcements', () => {
  it('lists the news with the pinned first, and opens one with its markdown body', async () => {
    const queries: URLSearchParams[] = [];
    contentHandlers({
      queries,
      articles: () => [summary({ id: 2, pinned: true, title: 'Maintenance tonight' }), summary()],
      article: (id) => (id === 1 ? detail() : null),
    });
    const { router } = renderApp('/news');
    const list = await screen.findByRole('list', { name: 'News' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('PinnedMaintenance tonight'),
      expect.stringContaining('New listing: SOL'),
    ]);
    expect(queries[0]?.get('kind')).toBe('news');
    await userEvent.setup().click(rows[1]!);
    await waitFor(() => expect(router.state.location.search).toBe('?id=1'));
    expect(router.state.location.pathname).toBe('/message/newsDetail');
    expect(await screen.findByRole('heading', { name: 'Trading starts' })).toBeTruthy();
    expect(screen.getByText('open now').tagName).toBe('STRONG');
  });

  it('shows an Arabic announcement right-to-left, saying it is not in the reader’s language', async () => {
    contentHandlers({
      article: () =>
        detail({
          id: 7,
          kind: 'announcement',
          language: 'ar',
          title: 'صيانة النظام',
          body: 'سيتوقف التداول لمدة ساعة.',
          languages: ['ar'],
        }),
    });
    renderApp('/message/announcementDetail?id=7');
    const heading = await screen.findByRole('heading', { name: 'صيانة النظام' });
    const article = heading.closest('article')!;
    expect(article.getAttribute('dir')).toBe('rtl');
    expect(article.getAttribute('lang')).toBe('ar');
    expect(
      within(article)
        .getByText(/Not yet written in your language/)
        .getAttribute('dir'),
    ).toBe('ltr');
  });

  it('renders a rich-text body without any script, handler or unsafe link', async () => {
    contentHandlers({
      article: () =>
        detail({
          format: 2,
          body:
            '<p>Safe <a href="https://example.com">link</a></p><img src=x onerror="window.__pwned=1">' +
            '<script>window.__pwned=1</script><a href="javascript:window.__pwned=1">trap</a>',
        }),
    });
    const { container } = renderApp('/message/newsDetail?id=1');
    expect(await screen.findByRole('link', { name: 'link' })).toBeTruthy();
    expect(container.querySelector('script, [onerror]')).toBeNull();
    expect(screen.getByText('trap').getAttribute('href')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('says an unpublished or unknown article is not available, with nothing to retry', async () => {
    contentHandlers({});
    renderApp('/message/newsDetail?id=99');
    expect(await screen.findByText(/This article is not available/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows the empty state when nothing is published', async () => {
    contentHandlers({});
    renderApp('/announcement');
    expect(await screen.findByText('Nothing has been published here yet.')).toBeTruthy();
  });
});

describe('the help centre', () => {
  const categories = [
    { id: 3, sort: 1, name: 'Deposits', language: 'en', articleCount: 2 },
    { id: 4, sort: 2, name: 'Security', language: 'en', articleCount: 1 },
  ];

  it('shows the topics, searches as the user types, and opens a topic’s articles', async () => {
    const searches: string[] = [];
    contentHandlers({
      articles: (query) =>
        query.get('categoryId') === '3'
          ? [summary({ id: 5, kind: 'help', categoryId: 3, title: 'How to deposit USDT' })]
          : [],
    });
    server.use(
      http.get(`${API}/content/help/categories`, () => ok(categories)),
      http.get(`${API}/content/help/search`, ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        searches.push(q);
        return ok(
          q === 'fee' ? [summary({ id: 6, kind: 'help', categoryId: 4, title: 'Withdrawal fees' })] : [],
        );
      }),
    );
    const { router } = renderApp('/mine/help_center');
    expect(await screen.findByRole('link', { name: /Deposits/ })).toBeTruthy();
    expect(screen.getByText('Articles: 2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Chat with support' })).toBeTruthy();

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search the help centre' }), 'fee');
    expect(await screen.findByRole('link', { name: /Withdrawal fees/ })).toBeTruthy();
    expect(searches).toEqual(['fee']);
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(await screen.findByText(/No help article matches “zzz”/)).toBeTruthy();

    await user.clear(screen.getByRole('searchbox'));
    await user.click(await screen.findByRole('link', { name: /Deposits/ }));
    expect(await screen.findByRole('heading', { name: 'Deposits', level: 1 })).toBeTruthy();
    expect(router.state.location.search).toBe('?categoryId=3');
    expect(await screen.findByRole('link', { name: /How to deposit USDT/ })).toBeTruthy();
  });
});

describe('feedback', () => {
  const sent: FormData[] = [];
  const feedback = (overrides: Partial<Feedback> = {}): Feedback => ({
    id: 1,
    type: 2,
    text: 'The chart froze.',
    images: [],
    reply: 'Fixed in the last release, thank you.',
    repliedAt: T0,
    createdAt: T0 - 3_600_000,
    ...overrides,
  });

  beforeEach(() => {
    sent.length = 0;
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    server.use(
      ...referenceHandlers(),
      http.get(`${API}/content/feedback/page`, () => ok({ list: [feedback()], total: 1 })),
      http.post(`${API}/content/feedback/submit`, async ({ request }) => {
        const form = await request.formData();
        sent.push(form);
        return ok(feedback({ id: 2, text: String(form.get('text')), reply: null, repliedAt: null }));
      }),
    );
  });

  it('refuses an empty text naming the field, then sends type, text and a screenshot', async () => {
    renderApp('/mine/helpFeedback');
    expect(await screen.findByText('Fixed in the last release, thank you.')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Write your feedback first.')).toBeTruthy();
    expect(screen.getByLabelText('Your feedback').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Complaint' }));
    await user.type(screen.getByLabelText('Your feedback'), '  Withdrawals take too long.  ');
    expect(screen.getByText('30 / 250')).toBeTruthy();
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'shot.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Screenshot 1'), png);
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.get('type')).toBe('3');
    expect(sent[0]?.get('text')).toBe('Withdrawals take too long.');
    // The part is there (jsdom's File does not survive undici's FormData whole, so its bytes are not compared).
    expect(sent[0]?.get('image1')).toHaveProperty('type', 'image/png');
    expect(sent[0]?.get('image2')).toBeNull();
    await waitFor(() =>
      expect((screen.getByLabelText('Your feedback') as HTMLTextAreaElement).value).toBe(''),
    );
  });

  it('keeps the draft and shows the server’s reason when the feedback is refused', async () => {
    server.use(
      http.post(`${API}/content/feedback/submit`, () =>
        fail(1_000_000_400, 'image1: must be a JPEG, PNG or WebP image', 400),
      ),
    );
    renderApp('/mine/helpFeedback');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Your feedback'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'image1: must be a JPEG, PNG or WebP image',
    );
    expect((screen.getByLabelText('Your feedback') as HTMLTextAreaElement).value).toBe('Hello');
  });
});

describe('documents', () => {
  it('shows a document by code, and refuses a malformed code without asking', async () => {
    const codes: string[] = [];
    server.use(
      ...referenceHandlers(),
      http.get(`${API}/content/document`, ({ request }) => {
        codes.push(new URL(request.url).searchParams.get('code') ?? '');
        return ok({
          code: 'service_agreement',
          language: 'en',
          title: 'Service agreement',
          summary: '',
          format: 1,
          body: 'By using the app you agree to these terms.',
          languages: ['en'],
          updatedAt: T0,
        });
      }),
    );
    renderApp('/text_preview?code=service_agreement');
    expect(await screen.findByRole('heading', { name: 'Service agreement' })).toBeTruthy();
    expect(screen.getByText('By using the app you agree to these terms.')).toBeTruthy();
    expect(codes).toEqual(['service_agreement']);

    renderApp('/text_preview?code=../etc');
    expect(await screen.findByText('This document is not available.')).toBeTruthy();
    expect(codes).toEqual(['service_agreement']);
  });
});

describe('first run and partner pages', () => {
  it('boots into the guide on a new device, and the guide leads home and is remembered', async () => {
    server.use(...referenceHandlers());
    const { router } = renderApp('/bootPage');
    await waitFor(() => expect(router.state.location.pathname).toBe('/guide'));
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Every market in one app' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(window.localStorage.getItem(storageKeys.guideSeen)).toBe('1');

    const second = renderApp('/bootPage');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/home'));
  });

  it('opens only https partner pages, and home routes an https banner through it', async () => {
    server.use(...referenceHandlers());
    renderApp('/third_party_web_pages?url=javascript:alert(1)');
    expect(await screen.findByText(/only secure https pages are allowed/)).toBeTruthy();

    renderApp(`/third_party_web_pages?url=${encodeURIComponent('https://partner.example/promo')}`);
    const open = await screen.findByRole('link', { name: 'Open the page' });
    expect(open.getAttribute('href')).toBe('https://partner.example/promo');
    expect(open.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('home content', () => {
  it('shows the active banners and the latest announcements with a link to all of them', async () => {
    contentHandlers({
      articles: (query) =>
        query.get('kind') === 'announcement'
          ? [summary({ id: 8, kind: 'announcement', title: 'Fee holiday this weekend' })]
          : [],
    });
    server.use(
      http.get(`${API}/content/carousel`, () =>
        ok([
          { id: 1, imageUrl: '/uploads/a.png', link: '/c2c/buy', title: 'Buy with USD', sort: 1 },
          { id: 2, imageUrl: '/uploads/b.png', link: 'https://partner.example', title: 'Partner', sort: 2 },
        ]),
      ),
    );
    renderApp('/home');
    const banners = await screen.findByRole('region', { name: 'Featured' });
    expect(
      within(banners).getByRole('img', { name: 'Buy with USD' }).closest('a')?.getAttribute('href'),
    ).toBe('/c2c/buy');
    expect(within(banners).getByRole('img', { name: 'Partner' }).closest('a')?.getAttribute('href')).toBe(
      `/third_party_web_pages?url=${encodeURIComponent('https://partner.example')}`,
    );
    const strip = screen.getByRole('region', { name: 'Announcements' });
    expect(within(strip).getByRole('link', { name: 'Fee holiday this weekend' }).getAttribute('href')).toBe(
      '/message/announcementDetail?id=8',
    );
    expect(within(strip).getByRole('link', { name: 'All announcements' }).getAttribute('href')).toBe(
      '/announcement',
    );
  });
});
