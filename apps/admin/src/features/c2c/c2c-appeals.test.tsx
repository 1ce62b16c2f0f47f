import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInAs } from '../../../test/fixtures';
import { API, HttpResponse, http, ok, server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { chatMessage } from '../../../test/support-fixtures';

const T0 = 1_700_000_000_000;
const appealing = {
  id: 501,
  no: 'C2C500100',
  adId: 9,
  asset: 'USDT',
  fiat: 'EUR',
  price: '0.92',
  amount: '250',
  fiatAmount: '230',
  status: 5,
  ending: null,
  role: 'staff',
  buyer: { userId: 100050, name: 'Ana' },
  seller: { userId: 100043, name: 'SteadyDesk' },
  paymentMethods: [
    { id: 7, kind: 'bank', provider: 'Rabobank', accountName: 'Desk BV', accountNo: 'NL91RABO0123' },
  ],
  paidMethodId: 7,
  files: [
    { id: 81, kind: 'proof', by: 'buyer', at: T0 + 60_000 },
    { id: 82, kind: 'evidence', by: 'seller', at: T0 + 180_000 },
  ],
  terms: 'SEPA only',
  payDeadline: T0 + 900_000,
  paidAt: T0 + 60_000,
  endedAt: null,
  appeal: { by: 'buyer', reason: 'Paid 40 minutes ago, no release.', at: T0 + 120_000 },
  events: [
    { kind: 'opened', by: 'buyer', note: null, at: T0 },
    { kind: 'paid', by: 'buyer', note: null, at: T0 + 60_000 },
    { kind: 'appealed', by: 'buyer', note: 'Paid 40 minutes ago, no release.', at: T0 + 120_000 },
    { kind: 'evidence', by: 'seller', note: 'Nothing arrived on the account.', at: T0 + 180_000 },
  ],
  createdAt: T0,
};
const released = {
  ...appealing,
  id: 502,
  no: 'C2C500101',
  status: 3,
  appeal: null,
  ending: 'seller_released',
};

const png = () =>
  new HttpResponse(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } });

const CHAT_IMAGE = '0b6c9a54-3f3e-4c53-9a55-9f1b1a2f7c11';

/** The orders page and one order, recording each page query and file request. */
function orderHandlers(queries: URLSearchParams[] = [], fileRequests: string[] = []) {
  return [
    http.get(`${API}/c2c/orders`, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return ok({ list: [appealing, released], total: 2 });
    }),
    // Both sides wrote about the appealing order; nobody opened the other's chat.
    http.get(`${API}/c2c/orders/:id/chat`, ({ params }) =>
      ok(
        Number(params.id) === appealing.id
          ? [
              chatMessage(1, {
                senderKind: 'user',
                senderName: 'Ana',
                payload: { uuid: 'buyer-1', contentType: 'text', data: 'Paid by SEPA at 10:02' },
              }),
              chatMessage(2, {
                senderKind: 'user',
                senderName: 'SteadyDesk',
                payload: { uuid: 'seller-1', contentType: 'text', data: 'Not on my statement yet' },
              }),
              chatMessage(3, {
                senderKind: 'user',
                senderName: 'Ana',
                payload: {
                  uuid: 'buyer-2',
                  contentType: 'image',
                  data: `/api/app-api/im/file/${CHAT_IMAGE}`,
                },
              }),
            ]
          : [],
      ),
    ),
    http.get(`${API}/c2c/orders/:id`, ({ params }) =>
      ok(Number(params.id) === appealing.id ? appealing : released),
    ),
    // A chat image is read through the order (compliance has no chat permissions), never the desk's call.
    http.get(`${API}/c2c/order-chat-file`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      fileRequests.push(`chat ${query.get('id')} ${query.get('fileId')}`);
      return png();
    }),
    http.get(`${API}/c2c/order-file`, ({ request }) => {
      fileRequests.push(
        `${new URL(request.url).searchParams.get('id')} ${request.headers.get('authorization')}`,
      );
      return png();
    }),
  ];
}

async function ordersTable() {
  const section = await screen.findByRole('region', { name: 'Appeals & orders' });
  return { section, table: await within(section).findByRole('table', { name: 'Appeals & orders' }) };
}

// The longest flows here take a few seconds on a loaded two-core machine: the limit leaves room.
describe('C2C appeals', { timeout: 30_000 }, () => {
  it('lists appeals by default, shows the order in full and releases it to the buyer', async () => {
    const queries: URLSearchParams[] = [];
    const fileRequests: string[] = [];
    const decisions: { id: string; body: unknown }[] = [];
    server.use(
      signedInAs('support'),
      ...orderHandlers(queries, fileRequests),
      http.post(`${API}/c2c/orders/:id/decide`, async ({ request, params }) => {
        decisions.push({ id: String(params.id), body: await request.json() });
        return ok({ ...appealing, status: 3, ending: 'appeal_released' });
      }),
    );
    renderApp('/c2c');
    const user = userEvent.setup();
    const { table } = await ordersTable();
    expect(queries[0]?.get('status')).toBe('5');
    const row = within(table).getByRole('row', { name: /C2C500100/ }).textContent;
    expect(row).toContain('250.00 USDT');
    expect(row).toContain('230.00 EUR');
    expect(row).toContain('Ana (user 100050)');
    expect(row).toContain('SteadyDesk (user 100043)');
    expect(row).toContain('Appealing');

    await user.click(within(table).getByRole('button', { name: 'Details of C2C500100' }));
    const drawer = await screen.findByRole('dialog', { name: 'Order C2C500100' });
    expect(await within(drawer).findByText('0.92 EUR per USDT')).toBeTruthy();
    const appeal = within(drawer).getByRole('region', { name: 'Appeal' });
    expect(within(appeal).getByText('Paid 40 minutes ago, no release.')).toBeTruthy();
    expect(within(appeal).getByText(/Opened by: Buyer/)).toBeTruthy();
    const timeline = within(drawer).getByRole('region', { name: 'Timeline' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(4);
    expect(within(timeline).getByText('Nothing arrived on the account.')).toBeTruthy();
    expect(within(drawer).getByText('NL91RABO0123')).toBeTruthy();
    const chat = within(drawer).getByRole('region', { name: 'Chat between buyer and seller' });
    expect(await within(chat).findByText('Paid by SEPA at 10:02')).toBeTruthy();
    expect(within(chat).getByText('Not on my statement yet')).toBeTruthy();
    // Each file shows once its bytes are in, independently: wait for all (findAll would settle on the first).
    await waitFor(() => expect(within(drawer).getAllByRole('img')).toHaveLength(3));
    expect(within(chat).getAllByRole('img')).toHaveLength(1);
    const images = within(drawer).getAllByRole('img');
    await waitFor(() => expect(images[0]?.getAttribute('src')).toMatch(/^data:image\/png;base64,/));
    expect(images[0]?.getAttribute('alt')).toMatch(/^Payment proof \(Buyer\)/);
    expect(images[1]?.getAttribute('alt')).toMatch(/^Appeal evidence \(Seller\)/);
    expect(fileRequests.sort()).toEqual([
      '81 Bearer staff-token',
      '82 Bearer staff-token',
      `chat 501 ${CHAT_IMAGE}`,
    ]);

    await user.click(within(drawer).getByRole('button', { name: 'Release to buyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release 250.00 USDT to the buyer?' });
    expect(within(dialog).getByText(/goes to the buyer Ana \(user 100050\)/)).toBeTruthy();
    const remark = within(dialog).getByRole('textbox', { name: 'Remark' });
    await user.type(remark, 'ok');
    await user.click(within(dialog).getByRole('button', { name: 'Release to buyer' }));
    expect(await within(dialog).findByText('The remark must be 5 to 500 characters')).toBeTruthy();
    expect(decisions).toHaveLength(0);
    await user.clear(remark);
    await user.type(remark, 'Bank statement shows the transfer.');
    await user.click(within(dialog).getByRole('button', { name: 'Release to buyer' }));
    expect(await screen.findByText('Order C2C500100: 250.00 USDT released to the buyer.')).toBeTruthy();
    expect(decisions).toEqual([
      { id: '501', body: { decision: 'release', remark: 'Bank statement shows the transfer.' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('returns an appeal to the seller with {decision, remark}', async () => {
    const decisions: unknown[] = [];
    server.use(
      signedInAs('compliance'),
      ...orderHandlers(),
      http.post(`${API}/c2c/orders/:id/decide`, async ({ request }) => {
        decisions.push(await request.json());
        return ok({ ...appealing, status: 4, ending: 'appeal_returned' });
      }),
    );
    renderApp('/c2c');
    const user = userEvent.setup();
    const { table } = await ordersTable();
    await user.click(within(table).getByRole('button', { name: 'Details of C2C500100' }));
    const drawer = await screen.findByRole('dialog', { name: 'Order C2C500100' });
    await user.click(await within(drawer).findByRole('button', { name: 'Return to seller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return 250.00 USDT to the seller?' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Remark' }),
      'No payment reached the seller.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Return to seller' }));
    expect(await screen.findByText('Order C2C500100: 250.00 USDT returned to the seller.')).toBeTruthy();
    expect(decisions).toEqual([{ decision: 'return', remark: 'No payment reached the seller.' }]);
  });

  it('offers no decision on an order that is not appealing, and filters by status', async () => {
    const queries: URLSearchParams[] = [];
    server.use(signedInAs('super_admin'), ...orderHandlers(queries));
    renderApp('/c2c');
    const user = userEvent.setup();
    const { section, table } = await ordersTable();
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Status' }), 'All');
    await waitFor(() => expect(queries.at(-1)?.has('status')).toBe(false));
    await user.click(within(table).getByRole('button', { name: 'Details of C2C500101' }));
    const drawer = await screen.findByRole('dialog', { name: 'Order C2C500101' });
    expect(await within(drawer).findByText('Released by the seller')).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Release to buyer' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Return to seller' })).toBeNull();
  });

  it('opens the order named in the URL (?order=, the support desk links a C2C chat to it)', async () => {
    server.use(signedInAs('support'), ...orderHandlers());
    const { router } = renderApp('/c2c?order=501');
    const drawer = await screen.findByRole('dialog', { name: 'Order C2C500100' });
    expect(await within(drawer).findByText('0.92 EUR per USDT')).toBeTruthy();
    await userEvent.setup().click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('hides the decisions from a role without c2c.decide', async () => {
    server.use(signedInAs('auditor'), ...orderHandlers());
    renderApp('/c2c');
    const user = userEvent.setup();
    const { table } = await ordersTable();
    await user.click(within(table).getByRole('button', { name: 'Details of C2C500100' }));
    const drawer = await screen.findByRole('dialog', { name: 'Order C2C500100' });
    const appeal = await within(drawer).findByRole('region', { name: 'Appeal' });
    expect(within(appeal).getByText('Paid 40 minutes ago, no release.')).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Release to buyer' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Return to seller' })).toBeNull();
  });
});
