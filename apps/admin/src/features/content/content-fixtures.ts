import { API, http, ok } from '../../../test/msw-server';

/** An article as the staff API sends it; `overrides` change any field. */
export function article(overrides: Record<string, unknown> = {}) {
  return {
    id: 5,
    kind: 'news',
    categoryId: null,
    slug: 'fees-2026',
    status: 'draft',
    pinned: true,
    publishedAt: null,
    coverUrl: null,
    bodies: [
      { language: 'en', title: 'New fees', summary: 'Lower fees', format: 1, body: '# Fees' },
      { language: 'zh', title: '新费率', summary: '', format: 1, body: '# 费率' },
    ],
    createdAt: 1_700_000_000_000,
    updatedAt: 1_700_000_000_000,
    ...overrides,
  };
}

export const helpCategory = {
  id: 2,
  sort: 1,
  names: [
    { language: 'en', name: 'Deposits' },
    { language: 'zh', name: '充值' },
  ],
  articleCount: 3,
};

/** The articles page (recording each query) and the help categories the editor offers. */
export function articleHandlers(queries: URLSearchParams[] = [], list = [article()]) {
  return [
    http.get(`${API}/content/articles`, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return ok({ list, total: list.length });
    }),
    http.get(`${API}/content/help-categories`, () => ok([helpCategory])),
  ];
}
