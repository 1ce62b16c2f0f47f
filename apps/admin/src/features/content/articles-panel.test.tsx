import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { contentErrors } from '@exchange/contracts/content-errors';
import { signedInAs } from '../../../test/fixtures';
import { API, HttpResponse, http, ok, server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { article, articleHandlers } from './content-fixtures';

async function articlesTable(kind = 'News') {
  const section = await screen.findByRole('region', { name: 'Articles' });
  return { section, table: await within(section).findByRole('table', { name: `Articles: ${kind}` }) };
}

/** Adds a language in the open editor and fills its title and body. */
async function addBody(user: UserEvent, editor: HTMLElement, language: string, title: string, body: string) {
  const languages = within(editor).getByRole('region', { name: 'Languages' });
  await user.selectOptions(within(languages).getByRole('combobox', { name: 'Add a language' }), language);
  await user.click(within(languages).getByRole('button', { name: 'Add' }));
  const group = within(languages).getAllByRole('group').at(-1)!;
  await user.type(within(group).getByRole('textbox', { name: 'Title' }), title);
  await user.type(within(group).getByRole('textbox', { name: 'Body' }), body);
  return group;
}

// The longest flows here take several seconds on a loaded two-core machine.
describe('content articles', { timeout: 30_000 }, () => {
  it('lists articles of a kind and creates one in two languages', async () => {
    const queries: URLSearchParams[] = [];
    const created: unknown[] = [];
    server.use(
      signedInAs('content'),
      ...articleHandlers(queries),
      http.post(`${API}/content/articles`, async ({ request }) => {
        created.push(await request.json());
        return ok(article({ id: 6, slug: 'listing-btc' }));
      }),
    );
    renderApp('/content');
    const user = userEvent.setup();
    const { section, table } = await articlesTable();
    const row = within(table).getByRole('row', { name: /New fees/ }).textContent;
    expect(row).toContain('Draft');
    expect(row).toContain('Yes');
    expect(row).toContain('en, zh');
    expect(queries.at(-1)?.get('kind')).toBe('news');

    await user.selectOptions(within(section).getByRole('combobox', { name: 'Kind' }), 'Announcements');
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Status' }), 'Published');
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('published'));
    expect(queries.at(-1)?.get('kind')).toBe('announcement');

    await user.click(within(section).getByRole('button', { name: 'New article' }));
    const editor = await screen.findByRole('dialog', { name: 'New article' });
    expect(within(editor).queryByRole('combobox', { name: 'Help category' })).toBeNull();
    await user.type(within(editor).getByRole('textbox', { name: 'Slug' }), 'listing-btc');
    await addBody(user, editor, 'en', 'BTC listed', 'Trading opens');
    const chinese = await addBody(user, editor, 'zh', 'BTC 上线', '开放交易');
    await user.selectOptions(within(chinese).getByRole('combobox', { name: 'Format' }), 'Rich text (HTML)');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('“New fees” saved.')).toBeTruthy();
    expect(created).toEqual([
      {
        kind: 'announcement',
        categoryId: null,
        slug: 'listing-btc',
        pinned: false,
        coverUrl: null,
        bodies: [
          { language: 'en', title: 'BTC listed', summary: '', format: 1, body: 'Trading opens' },
          { language: 'zh', title: 'BTC 上线', summary: '', format: 2, body: '开放交易' },
        ],
      },
    ]);
  });

  it('shows the app’s and the server’s refusals next to their fields', async () => {
    const sent: unknown[] = [];
    server.use(
      signedInAs('content'),
      ...articleHandlers(),
      http.put(`${API}/content/articles/5`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          { code: contentErrors.CONTENT_SLUG_TAKEN.code, data: { field: 'slug' }, msg: 'This slug is taken' },
          { status: 409 },
        );
      }),
    );
    renderApp('/content');
    const user = userEvent.setup();
    const { table } = await articlesTable();
    await user.click(within(table).getByRole('button', { name: 'Edit New fees' }));
    const editor = await screen.findByRole('dialog', { name: 'Edit article #5' });

    // A help article needs its category: the app says so before anything is sent.
    await user.selectOptions(within(editor).getByRole('combobox', { name: 'Kind' }), 'Help articles');
    const chinese = within(editor).getByRole('group', { name: '简体中文 (zh)' });
    await user.clear(within(chinese).getByRole('textbox', { name: 'Title' }));
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByText('Help category is required')).toBeTruthy();
    expect(within(chinese).getByText('Title, 简体中文 (zh) is required')).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.selectOptions(within(editor).getByRole('combobox', { name: 'Help category' }), 'Deposits');
    await user.type(within(chinese).getByRole('textbox', { name: 'Title' }), '新费率');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByText('This slug is taken')).toBeTruthy();
    expect(within(editor).getByRole('textbox', { name: 'Slug' }).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ kind: 'help', categoryId: 2, slug: 'fees-2026' });
  });

  it('publishes a draft after confirming, and deletes one', async () => {
    const published: unknown[] = [];
    let deleted = 0;
    server.use(
      signedInAs('content'),
      ...articleHandlers(),
      http.post(`${API}/content/articles/5/publish`, async ({ request }) => {
        published.push(await request.json());
        return ok(article({ status: 'published', publishedAt: 1_700_000_100_000 }));
      }),
      http.post(`${API}/content/articles/5/delete`, () => {
        deleted += 1;
        return ok({ ok: true });
      }),
    );
    renderApp('/content');
    const user = userEvent.setup();
    const { table } = await articlesTable();
    await user.click(within(table).getByRole('button', { name: 'Publish New fees' }));
    const confirm = await screen.findByRole('dialog', { name: 'Publish “New fees”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('“New fees” published.')).toBeTruthy();
    expect(published).toEqual([{ isPublished: true }]);

    await user.click(within(table).getByRole('button', { name: 'Delete New fees' }));
    const remove = await screen.findByRole('dialog', { name: 'Delete “New fees”?' });
    await user.click(within(remove).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“New fees” deleted.')).toBeTruthy();
    expect(deleted).toBe(1);
  });

  it('is read-only for a role without content.write', async () => {
    server.use(signedInAs('auditor'), ...articleHandlers());
    renderApp('/content');
    const user = userEvent.setup();
    const { section, table } = await articlesTable();
    expect(within(section).queryByRole('button', { name: 'New article' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /Publish|Delete|Edit/ })).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'View New fees' }));
    const viewer = await screen.findByRole('dialog', { name: 'Article #5' });
    expect(within(viewer).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(viewer).getByRole('textbox', { name: 'Slug' }).matches(':disabled')).toBe(true);
    expect(within(viewer).queryByRole('button', { name: /Remove/ })).toBeNull();
    // Each body is shown rendered.
    const english = within(viewer).getByRole('region', { name: 'Preview, English (en)' });
    expect(within(english).getByRole('heading', { name: 'Fees' })).toBeTruthy();
  });
});
