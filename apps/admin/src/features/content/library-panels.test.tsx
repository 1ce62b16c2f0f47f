import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInAs } from '../../../test/fixtures';
import { API, HttpResponse, http, ok, server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { articleHandlers, helpCategory } from './content-fixtures';

const privacy = {
  code: 'privacy_clause',
  bodies: [{ language: 'en', title: 'Privacy', summary: '', format: 1, body: 'We keep little.' }],
  updatedAt: 1_700_000_000_000,
};
const custom = { ...privacy, code: 'listing_terms' };
const slide = {
  id: 9,
  imageUrl: 'https://cdn.example.com/banner.png',
  link: '/mine/help_center',
  sort: 1,
  titles: [{ language: 'en', name: 'Help centre' }],
  startsAt: null,
  endsAt: null,
  updatedAt: 1_700_000_000_000,
};

describe('content library', { timeout: 30_000 }, () => {
  it('lists the six documents and any other code, and rewrites a document’s bodies', async () => {
    const saved: unknown[] = [];
    server.use(
      signedInAs('content'),
      ...articleHandlers(),
      http.get(`${API}/content/documents`, () => ok([privacy, custom])),
      http.put(`${API}/content/documents`, async ({ request }) => {
        saved.push(await request.json());
        return ok(privacy);
      }),
    );
    renderApp('/content');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Documents' }));
    const table = await screen.findByRole('table', { name: 'Documents' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 7);
    expect(within(table).getByRole('row', { name: /About us/ }).textContent).toContain('Not written yet');
    expect(within(table).getByRole('row', { name: /listing_terms/ })).toBeTruthy();

    await user.click(within(table).getByRole('button', { name: 'Edit Privacy policy' }));
    const editor = await screen.findByRole('dialog', { name: 'Privacy policy' });
    const english = within(editor).getByRole('group', { name: 'English (en)' });
    await user.clear(within(english).getByRole('textbox', { name: 'Body' }));
    await user.type(within(english).getByRole('textbox', { name: 'Body' }), 'We keep **nothing**.');
    await user.click(within(english).getByRole('button', { name: 'Preview' }));
    const preview = within(english).getByRole('region', { name: 'Preview, English (en)' });
    expect(within(preview).getByText('nothing').tagName).toBe('STRONG');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('“Privacy policy” saved.')).toBeTruthy();
    expect(saved).toEqual([
      {
        code: 'privacy_clause',
        bodies: [{ language: 'en', title: 'Privacy', summary: '', format: 1, body: 'We keep **nothing**.' }],
      },
    ]);
  });

  it('adds a help category, showing a refused name at its field', async () => {
    const sent: unknown[] = [];
    server.use(
      signedInAs('content'),
      ...articleHandlers(),
      http.post(`${API}/content/help-categories`, async ({ request }) => {
        sent.push(await request.json());
        if (sent.length === 1)
          return HttpResponse.json(
            { code: 400, data: { field: 'names.0.name' }, msg: 'Name has a character that is not allowed' },
            { status: 400 },
          );
        return ok({ ...helpCategory, id: 4 });
      }),
    );
    renderApp('/content');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Help categories' }));
    const table = await screen.findByRole('table', { name: 'Help categories' });
    expect(within(table).getByRole('row', { name: /Deposits/ }).textContent).toContain('充值');

    await user.click(screen.getByRole('button', { name: 'New category' }));
    const editor = await screen.findByRole('dialog', { name: 'New help category' });
    await user.selectOptions(within(editor).getByRole('combobox', { name: 'Add a language' }), 'en');
    await user.click(within(editor).getByRole('button', { name: 'Add' }));
    await user.type(within(editor).getByRole('textbox', { name: 'Name, English (en)' }), 'Trading');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByText('Name has a character that is not allowed')).toBeTruthy();
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Category “Deposits” saved.')).toBeTruthy();
    expect(sent[1]).toEqual({ sort: 0, names: [{ language: 'en', name: 'Trading' }] });
  });

  it('lists banners and deletes one after confirming', async () => {
    let deleted = 0;
    server.use(
      signedInAs('content'),
      ...articleHandlers(),
      http.get(`${API}/content/carousel`, () => ok([slide])),
      http.post(`${API}/content/carousel/9/delete`, () => {
        deleted += 1;
        return ok({ ok: true });
      }),
    );
    renderApp('/content');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Banners' }));
    const table = await screen.findByRole('table', { name: 'Banners' });
    expect(within(table).getByRole('row', { name: /Help centre/ }).textContent).toContain(
      '/mine/help_center',
    );
    await user.click(within(table).getByRole('button', { name: 'Delete Help centre' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the banner “Help centre”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Banner “Help centre” deleted.')).toBeTruthy();
    expect(deleted).toBe(1);
  });

  it('adds a banner with a window, refusing one that ends before it starts', async () => {
    const created: unknown[] = [];
    server.use(
      signedInAs('content'),
      ...articleHandlers(),
      http.get(`${API}/content/carousel`, () => ok([])),
      http.post(`${API}/content/carousel`, async ({ request }) => {
        created.push(await request.json());
        return ok(slide);
      }),
    );
    renderApp('/content');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Banners' }));
    expect(await screen.findByText('No banners yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New banner' }));
    const editor = await screen.findByRole('dialog', { name: 'New banner' });
    await user.type(within(editor).getByRole('textbox', { name: 'Image URL' }), slide.imageUrl);
    await user.type(within(editor).getByRole('textbox', { name: 'Link' }), slide.link);
    await user.selectOptions(within(editor).getByRole('combobox', { name: 'Add a language' }), 'en');
    await user.click(within(editor).getByRole('button', { name: 'Add' }));
    await user.type(within(editor).getByRole('textbox', { name: 'Title, English (en)' }), 'Help centre');
    fireEvent.change(within(editor).getByLabelText('Shown from'), { target: { value: '2026-12-02T10:00' } });
    fireEvent.change(within(editor).getByLabelText('Shown until'), { target: { value: '2026-12-01T10:00' } });
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByText('Shown until is not valid')).toBeTruthy();
    expect(created).toHaveLength(0);

    fireEvent.change(within(editor).getByLabelText('Shown until'), { target: { value: '2026-12-31T10:00' } });
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Banner saved.')).toBeTruthy();
    expect(created).toEqual([
      {
        imageUrl: slide.imageUrl,
        link: slide.link,
        sort: 0,
        titles: [{ language: 'en', name: 'Help centre' }],
        startsAt: new Date('2026-12-02T10:00').getTime(),
        endsAt: new Date('2026-12-31T10:00').getTime(),
      },
    ]);
  });
});
