import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyPage, signedInAs } from '../../../test/fixtures';
import { API, http, HttpResponse, ok, server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

const appInfo = {
  APP_BASE_NAME: 'Exchange',
  APP_BASE_LOGO: '/logo.svg',
  stored: { APP_BASE_NAME: null, APP_BASE_LOGO: null },
};
const menus = [
  { path: '/mine/invite', isVisible: true, isFlagged: false },
  { path: '/contract', isVisible: false, isFlagged: true },
];
const notice = {
  id: 3,
  updateType: 2,
  version: '1.4.0',
  remark: 'Fixes the order form',
  createdAt: 1_700_000_000_000,
  createdBy: 7,
  createdByUsername: 'super_admin.one',
};

async function openTab(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name }));
  return user;
}

describe('system settings', () => {
  it('hides a menu entry of the app after confirming', async () => {
    let sent: unknown = null;
    server.use(
      signedInAs('content'),
      http.get(`${API}/system/app-info`, () => ok(appInfo)),
      http.get(`${API}/system/menus`, () => ok(menus)),
      http.put(`${API}/system/menu`, async ({ request }) => {
        sent = await request.json();
        return ok({ path: '/mine/invite', isVisible: false, isFlagged: true });
      }),
    );
    renderApp('/system');
    const user = await openTab('Menus');
    const toggle = await screen.findByRole('switch', { name: 'Show /mine/invite' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.click(toggle);
    const confirm = await screen.findByRole('dialog', { name: 'Hide /mine/invite?' });
    expect(confirm.textContent).toContain(
      "Menu entry /mine/invite: Visible → Hidden in every user's app from its next request.",
    );
    expect(sent).toBeNull();
    await user.click(within(confirm).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('/mine/invite is now Hidden.')).toBeTruthy();
    expect(sent).toEqual({ path: '/mine/invite', isVisible: false });
  });

  it('publishes a version notice, saying every connected app gets it and what a forced reload does', async () => {
    let published: unknown = null;
    server.use(
      signedInAs('super_admin'),
      http.get(`${API}/system/app-info`, () => ok(appInfo)),
      http.get(`${API}/system/version-notices`, () =>
        ok(published ? { list: [notice], total: 1 } : emptyPage),
      ),
      http.post(`${API}/system/version-notice`, async ({ request }) => {
        published = await request.json();
        return ok(notice);
      }),
    );
    renderApp('/system');
    const user = await openTab('Version notices');
    await user.click(await screen.findByRole('button', { name: 'Publish a version notice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish a version notice' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText('Version is required')).toBeTruthy();

    // The contract's version rule runs in the form: a junk version never leaves the browser.
    await user.type(within(dialog).getByLabelText('Version'), 'v1.4');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText('Version is not valid')).toBeTruthy();
    expect(published).toBeNull();

    await user.selectOptions(within(dialog).getByLabelText('Update type'), '2');
    await user.clear(within(dialog).getByLabelText('Version'));
    await user.type(within(dialog).getByLabelText('Version'), '1.4.0');
    await user.type(within(dialog).getByLabelText('Remark'), 'Fixes the order form');
    expect(dialog.textContent).toContain(
      'Version 1.4.0 (Force reload): every connected app receives it at once, and the others when they next start. It cannot be withdrawn. Type 2: each app reloads at once, without asking, dropping unsaved input.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Version notice 1.4.0 published.')).toBeTruthy();
    expect(published).toEqual({ updateType: 2, version: '1.4.0', remark: 'Fixes the order form' });
    expect(await screen.findByRole('cell', { name: 'Fixes the order form' })).toBeTruthy();
  });

  it("shows the server's placeholder refusal under the translated text", async () => {
    server.use(
      signedInAs('content'),
      http.get(`${API}/system/app-info`, () => ok(appInfo)),
      http.get(`${API}/system/languages`, () =>
        ok([{ code: 'en', name: 'English', isRtl: false, sort: 0, isEnabled: true }]),
      ),
      http.get(`${API}/system/translations`, () =>
        ok({
          language: 'en',
          typeCode: 'app',
          tree: { trade: { filled: 'Filled {{amount}}' } },
          overrides: {},
        }),
      ),
      http.put(`${API}/system/translation`, () =>
        HttpResponse.json(
          {
            code: 400,
            data: { field: 'value' },
            msg: 'Please check the field “value”: must keep the placeholders of the English text: Filled {{amount}}',
          },
          { status: 400 },
        ),
      ),
    );
    renderApp('/system');
    const user = await openTab('Translations');
    await user.type(await screen.findByLabelText('Key'), 'trade.filled');
    const text = await screen.findByLabelText('Text');
    await user.clear(text);
    await user.type(text, 'Done');
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    const confirm = await screen.findByRole('dialog', { name: 'Change trade.filled (en, app)?' });
    await user.click(within(confirm).getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        'Please check the field “value”: must keep the placeholders of the English text: Filled {{amount}}',
      ),
    ).toBeTruthy();
    expect(text.getAttribute('aria-invalid')).toBe('true');
  });

  it('gives the auditor the settings to read and no control to change them', async () => {
    server.use(
      signedInAs('auditor'),
      http.get(`${API}/system/app-info`, () => ok(appInfo)),
      http.get(`${API}/system/menus`, () => ok(menus)),
      http.get(`${API}/system/version-notices`, () => ok({ list: [notice], total: 1 })),
    );
    renderApp('/system');
    expect((await screen.findByLabelText('App name')).hasAttribute('readonly')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Review changes' })).toBeNull();
    await openTab('Menus');
    expect(await screen.findByRole('cell', { name: '/contract' })).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    await openTab('Version notices');
    expect(await screen.findByRole('cell', { name: '1.4.0' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish a version notice' })).toBeNull();
  });
});
