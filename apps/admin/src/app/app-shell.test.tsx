import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyPage, signedInAs } from '../../test/fixtures';
import { API, http, ok, server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

function navLinks() {
  return within(screen.getByRole('navigation', { name: 'Sections' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('app shell', () => {
  it('lists only the sections the role holds and opens the first one', async () => {
    server.use(
      signedInAs('compliance'),
      http.get(`${API}/real-name/page`, () => ok(emptyPage)),
    );
    const { router } = renderApp('/');
    await screen.findByRole('navigation', { name: 'Sections' });
    expect(navLinks()).toEqual([
      'Real-name reviews',
      'Deposits',
      'Withdrawals',
      'Users',
      'Invite & rebate',
      'C2C trading',
      'Audit log',
    ]);
    expect(await screen.findByRole('heading', { name: 'Real-name reviews' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/real-names');
    expect(screen.getByText('compliance.one')).toBeTruthy();
    expect(screen.getByText('(Compliance)')).toBeTruthy();
  });

  it('gives the super admin every section', async () => {
    server.use(
      signedInAs('super_admin'),
      http.get(`${API}/real-name/page`, () => ok(emptyPage)),
    );
    renderApp('/');
    await screen.findByRole('navigation', { name: 'Sections' });
    expect(navLinks()).toEqual([
      'Real-name reviews',
      'Deposits',
      'Withdrawals',
      'Users',
      'Balance corrections',
      'Ledger',
      'Markets',
      'Product settings',
      'Subscriptions (IEO / IPO)',
      'VIP levels',
      'Invite & rebate',
      'C2C trading',
      'Support',
      'Content',
      'Forum',
      'System settings',
      'Staff accounts',
      'Audit log',
    ]);
    expect(await screen.findByRole('heading', { name: 'Real-name reviews' })).toBeTruthy();
  });

  it('says so when a section is opened without its permission', async () => {
    server.use(signedInAs('support'));
    renderApp('/staff');
    expect(await screen.findByText('Your role cannot open this section.')).toBeTruthy();
  });

  it('switches the language and signs out', async () => {
    let isLoggedOut = false;
    server.use(
      signedInAs('finance'),
      http.get(`${API}/recharge/page`, () => ok(emptyPage)),
      http.post(`${API}/auth/logout`, () => {
        isLoggedOut = true;
        return ok(true);
      }),
    );
    renderApp('/');
    const user = userEvent.setup();
    await screen.findByRole('navigation', { name: 'Sections' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'zh');
    expect(await screen.findByRole('link', { name: '充值审核' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    expect(await screen.findByRole('heading', { name: '员工登录' })).toBeTruthy();
    expect(isLoggedOut).toBe(true);
  });
});
