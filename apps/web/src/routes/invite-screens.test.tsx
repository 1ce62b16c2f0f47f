import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  InviteCode,
  RebateConfig,
  RebateDetail,
  RebateStatistics,
} from '@exchange/contracts/http/invite/index';
import { setTokens } from '@/lib/token-store';
import { API, HttpResponse, http, ok, server } from '../../test/msw-server';
import { referenceHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const CONFIG: RebateConfig = {
  isEnabled: true,
  level1Rate: '0.2',
  level2Rate: '0.05',
  maxKickbackRate: '0.5',
  dailyCaps: { USDT: '1000' },
  payoutTime: '00:10',
};

const STATISTICS: RebateStatistics = {
  friends: 3,
  tradingFriends: 2,
  earned: [{ asset: 'USDT', amount: '12.5' }],
  pending: [],
  invitedBy: 'al***ce',
};

const code = (overrides: Partial<InviteCode>): InviteCode => ({
  id: 1,
  code: 'DEMO01',
  label: '',
  kickbackRate: '0',
  isDefault: true,
  status: 1,
  friends: 3,
  createdAt: Date.UTC(2026, 10, 1),
  ...overrides,
});

const CODES = [
  code({}),
  code({ id: 2, code: 'FRIEND22', label: 'Blog', kickbackRate: '0.25', friends: 0, isDefault: false }),
];

const detail = (overrides: Partial<RebateDetail>): RebateDetail => ({
  id: 1,
  day: '2026-11-27',
  role: 'inviter',
  asset: 'USDT',
  feeTransferId: 'spot-fee:77',
  feeAmount: '10',
  feeBusinessType: 1201,
  feeAt: Date.UTC(2026, 10, 27, 9),
  rate: '0.2',
  amount: '2',
  paidAmount: '2',
  status: 1,
  exclusion: null,
  friend: 'bo***b',
  payoutTransferId: 'rebate:2026-11-27:7:USDT:inviter:1',
  ...overrides,
});

const page = <T,>(list: T[]) => ({ list, total: list.length });

function signedIn() {
  setTokens({ accessToken: 'a', refreshToken: 'r' });
}

const inviteHandlers = (codes: InviteCode[] = CODES) => [
  ...referenceHandlers(),
  http.get(`${API}/pay/rebate/config`, () => ok(CONFIG)),
  http.get(`${API}/pay/rebate/statistics`, () => ok(STATISTICS)),
  http.get(`${API}/member/invite-code/page`, () => ok(page(codes))),
];

afterEach(() => vi.restoreAllMocks());

describe('/invite', () => {
  it('shows the default code and its link, the statistics, and the rules computed from the config', async () => {
    signedIn();
    server.use(...inviteHandlers());
    renderApp('/invite');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invite friends' })).toBeTruthy();
    const card = await screen.findByRole('region', { name: 'Your invite code' });
    expect(within(card).getByText('DEMO01')).toBeTruthy();
    const link = `${window.location.origin}/register?inviteCode=DEMO01`;
    expect(within(card).getByText(link)).toBeTruthy();
    expect(within(card).getByText('Default code')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(within(card).getByRole('link', { name: 'QR code' }).getAttribute('href')).toBe('/invite/QRCode');

    const stats = screen.getByRole('region', { name: 'Your rebates' });
    expect(within(stats).getByText('12.50 USDT')).toBeTruthy();
    expect(within(stats).getByText('al***ce')).toBeTruthy();

    const rules = screen.getByRole('region', { name: 'How rebates work' });
    expect(within(rules).getByText(/You earn 20% of every trading fee/)).toBeTruthy();
    expect(within(rules).getByText(/up to 50% of that commission .*at most 10% of the fee/)).toBeTruthy();
    expect(within(rules).getByText(/you also earn 5% of the fees/)).toBeTruthy();
    expect(within(rules).getByText('One person is paid at most 1,000.00 USDT a day (UTC).')).toBeTruthy();
    expect(within(rules).getByText(/the next day at 00:10 UTC/)).toBeTruthy();
    for (const name of ['My friends', 'Rebate details', 'Rebate ranking', 'Invite code settings'])
      expect(screen.getByRole('link', { name })).toBeTruthy();
  });

  it('says so when the programme is paused, and follows changed rates', async () => {
    signedIn();
    server.use(
      http.get(`${API}/pay/rebate/config`, () =>
        ok({ ...CONFIG, isEnabled: false, level1Rate: '0.125', level2Rate: '0', dailyCaps: {} }),
      ),
      ...inviteHandlers(),
    );
    renderApp('/invite');
    const rules = await screen.findByRole('region', { name: 'How rebates work' });
    expect(within(rules).getByText(/rebate programme is paused/)).toBeTruthy();
    expect(within(rules).getByText(/You earn 12.5% of every trading fee/)).toBeTruthy();
    expect(within(rules).getByText('There is no second-level rebate.')).toBeTruthy();
    expect(within(rules).getByText('There is no daily cap.')).toBeTruthy();
  });

  it('sends a visitor to log in', async () => {
    server.use(...inviteHandlers());
    const { router } = renderApp('/invite');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('/invite/QRCode', () => {
  it('draws the invite link on a canvas and saves it as a PNG', async () => {
    signedIn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,UVI=');
    server.use(...inviteHandlers());
    renderApp('/invite/QRCode');
    const qr = await screen.findByRole('img', { name: 'QR code of your invite link' });
    expect(qr.tagName).toBe('CANVAS');
    expect(screen.getByText('DEMO01')).toBeTruthy();
    const download = screen.getByRole('link', { name: 'Download image' });
    expect(download.getAttribute('download')).toBe('invite-DEMO01.png');
    // jsdom does not download: stop the link's own action once the screen has set the image on it.
    const stop = (event: Event) => event.preventDefault();
    document.addEventListener('click', stop);
    await userEvent.setup().click(download);
    document.removeEventListener('click', stop);
    expect(download.getAttribute('href')).toBe('data:image/png;base64,UVI=');
  });

  it('says there is no code to show when the default one is suspended', async () => {
    signedIn();
    server.use(...inviteHandlers([code({ status: 0 })]));
    renderApp('/invite/QRCode');
    expect(await screen.findByText(/no active default invite code/)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('/invite/inviteFriends', () => {
  it('lists friends with the code they used and a traded badge, filtered by code', async () => {
    signedIn();
    const asked: (string | null)[] = [];
    server.use(
      ...inviteHandlers(),
      http.get(`${API}/member/invite-code/friends`, ({ request }) => {
        const codeId = new URL(request.url).searchParams.get('codeId');
        asked.push(codeId);
        return ok(
          codeId === '2'
            ? page([])
            : page([
                { name: 'bo***b', code: 'DEMO01', registeredAt: Date.UTC(2026, 10, 2), hasTraded: true },
                { name: 'ca***l', code: 'DEMO01', registeredAt: Date.UTC(2026, 10, 3), hasTraded: false },
              ]),
        );
      }),
    );
    renderApp('/invite/inviteFriends');
    const list = await screen.findByRole('list', { name: 'Friends' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Traded')).toBeTruthy();
    expect(within(rows[1]!).queryByText('Traded')).toBeNull();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Invite code' }), 'Blog · FRIEND22');
    expect(await screen.findByText(/No friends yet/)).toBeTruthy();
    expect(asked).toEqual([null, '2']);
  });
});

describe('/rebate_detail', () => {
  it('shows each rebate with its fee, a capped one and an excluded one with the reason', async () => {
    signedIn();
    const roles: (string | null)[] = [];
    server.use(
      ...inviteHandlers(),
      http.get(`${API}/pay/rebate/detail-page`, ({ request }) => {
        roles.push(new URL(request.url).searchParams.get('role'));
        return ok(
          page([
            detail({}),
            detail({ id: 2, feeTransferId: 'spot-fee:78', amount: '2', paidAmount: '0.5' }),
            detail({
              id: 3,
              role: 'second_level',
              feeTransferId: 'contract-fee:9',
              feeBusinessType: 300,
              rate: '0.05',
              amount: '0.5',
              paidAmount: '0',
              status: 2,
              exclusion: 'same_identity',
              payoutTransferId: null,
            }),
          ]),
        );
      }),
    );
    renderApp('/rebate_detail');
    const list = await screen.findByRole('list', { name: 'Rebate details' });
    const [paid, capped, excluded] = within(list).getAllByRole('article');
    expect(within(paid!).getByText('Paid')).toBeTruthy();
    expect(within(paid!).getByText('spot-fee:77')).toBeTruthy();
    expect(within(paid!).getByText('10.00 USDT')).toBeTruthy();
    expect(within(paid!).getByText('Spot trading fee')).toBeTruthy();
    expect(within(paid!).getByText('rebate:2026-11-27:7:USDT:inviter:1')).toBeTruthy();
    expect(within(paid!).queryByText('Capped')).toBeNull();

    expect(within(capped!).getByText('Capped')).toBeTruthy();
    expect(within(capped!).getByText('0.50 USDT')).toBeTruthy();
    expect(within(capped!).getByText(/daily cap was reached/)).toBeTruthy();

    expect(within(excluded!).getByText('Not paid')).toBeTruthy();
    expect(within(excluded!).getByText('Second level')).toBeTruthy();
    expect(within(excluded!).getByText('Contract opening fee')).toBeTruthy();
    expect(within(excluded!).getByText(/share the same verified identity/)).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Kickback' }));
    await waitFor(() => expect(roles).toEqual([null, 'invitee']));
  });

  it('shows the payouts on the second tab, and says when there is none', async () => {
    signedIn();
    server.use(
      ...inviteHandlers(),
      http.get(`${API}/pay/rebate/detail-page`, () => ok(page([]))),
      http.get(`${API}/pay/rebate/reward`, () => ok(page([]))),
    );
    renderApp('/rebate_detail');
    expect(await screen.findByText(/No rebates yet/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Payouts' }));
    expect(await screen.findByText('No payouts yet.')).toBeTruthy();
  });
});

describe('/rebateRanking', () => {
  it('ranks the best-paid users over the window and marks mine', async () => {
    signedIn();
    server.use(
      ...inviteHandlers(),
      http.get(`${API}/pay/rebate/rank`, () =>
        ok({
          days: 30,
          list: [
            { rank: 1, name: 'ze***a', amountUsdt: '1520.5', isCaller: false },
            { rank: 2, name: 'De***r', amountUsdt: '12.5', isCaller: true },
          ],
        }),
      ),
    );
    renderApp('/rebateRanking');
    expect(await screen.findByText(/last 30 days/)).toBeTruthy();
    const mine = screen.getByRole('row', { name: /De\*\*\*r/ });
    expect(mine.getAttribute('aria-current')).toBe('true');
    expect(within(mine).getByText('You')).toBeTruthy();
    expect(screen.getByRole('row', { name: /ze\*\*\*a/ }).textContent).toContain('1,520.50');
  });
});

describe('/invitation_settings', () => {
  it('creates a code after showing what the kickback gives, and makes another the default', async () => {
    signedIn();
    const created: unknown[] = [];
    const defaults: unknown[] = [];
    server.use(
      ...inviteHandlers(),
      http.post(`${API}/member/invite-code/create`, async ({ request }) => {
        created.push(await request.json());
        return ok(code({ id: 3, code: 'NEW333', label: 'Group', kickbackRate: '0.3', isDefault: false }));
      }),
      http.put(`${API}/member/invite-code/default`, async ({ request }) => {
        defaults.push(await request.json());
        return ok(code({ id: 2, isDefault: true }));
      }),
    );
    renderApp('/invitation_settings');
    const list = await screen.findByRole('list', { name: 'Your invite codes' });
    const blog = within(list).getByRole('article', { name: 'Blog' });
    expect(within(blog).getByText('25%')).toBeTruthy();
    expect(within(list).getByRole('article', { name: 'Default code' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New code' }));
    const dialog = await screen.findByRole('dialog', { name: 'New invite code' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Label' }), 'Group');
    const kickback = within(dialog).getByRole('textbox', { name: 'Kickback to friends (%)' });
    await user.clear(kickback);
    await user.type(kickback, '60');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The kickback can be at most 50%')).toBeTruthy();
    await user.clear(kickback);
    await user.type(kickback, '30');
    expect(
      within(dialog).getByText('On each fee a friend pays, you keep 14% and your friend gets 6% back.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toEqual([{ label: 'Group', kickbackRate: '0.3' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(blog).getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(defaults).toEqual([{ id: 2 }]));
  });

  it('shows the server’s refusal of a kickback above a maximum lowered meanwhile on the field', async () => {
    signedIn();
    server.use(
      ...inviteHandlers(),
      http.put(`${API}/member/invite-code/update`, () =>
        HttpResponse.json(
          {
            code: 1_018_000_002,
            msg: 'A friend’s share can be at most 0.3 of your commission.',
            showType: 1,
            data: { field: 'kickbackRate' },
          },
          { status: 422 },
        ),
      ),
    );
    renderApp('/invitation_settings');
    const blog = await screen.findByRole('article', { name: 'Blog' });
    const user = userEvent.setup();
    await user.click(within(blog).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Blog' });
    const kickback = within(dialog).getByRole('textbox', { name: 'Kickback to friends (%)' });
    expect((kickback as HTMLInputElement).value).toBe('25');
    await user.clear(kickback);
    await user.type(kickback, '40');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('A friend’s share can be at most 0.3 of your commission.'),
    ).toBeTruthy();
    expect(kickback.getAttribute('aria-invalid')).toBe('true');
  });

  it('says when there is no code yet', async () => {
    signedIn();
    server.use(...inviteHandlers([]));
    renderApp('/invitation_settings');
    expect(await screen.findByText('You have no invite codes yet.')).toBeTruthy();
  });
});

describe('/mine/social', () => {
  it('sums up my friends and earnings and leads to the invite screen', async () => {
    signedIn();
    server.use(...inviteHandlers());
    renderApp('/mine/social');
    expect(await screen.findByText('Earn 20% of your friends’ trading fees')).toBeTruthy();
    expect(screen.getByText('12.50 USDT')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invite friends' }).getAttribute('href')).toBe('/invite');
  });
});
