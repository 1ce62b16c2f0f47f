import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInAs } from '../../../test/fixtures';
import { API, http, ok, server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

const vip1 = {
  level: 1,
  name: 'VIP1',
  makerFeeDiscount: '0.1',
  takerFeeDiscount: '0.1',
  withdrawalLimitMultiplier: '1.5',
  hasPrioritySupport: false,
  minVolume30d: '100000',
  minHoldings: '10000',
  price: '50',
  termDays: 30,
  isPurchasable: true,
  isApplicable: true,
  updatedAt: 1_700_000_000_000,
  updatedBy: 'seed',
};
const pending = {
  id: 9,
  userId: 100042,
  level: 2,
  note: 'desk',
  status: 0,
  remark: null,
  createdAt: 1_700_000_000_000,
  reviewedAt: null,
  currentLevel: 0,
  reviewedBy: null,
};

const handlers = () => [
  signedInAs('super_admin'),
  http.get(`${API}/vip/levels`, () => ok([vip1])),
  http.get(`${API}/vip/applications`, () => ok({ list: [pending], total: 1 })),
];

describe('VIP levels', () => {
  it('edits a level and shows exactly what changes before saving', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...handlers(),
      http.put(`${API}/vip/levels`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return ok({ ...vip1, ...body, updatedAt: 1_700_000_100_000, updatedBy: 'staff:1' });
      }),
    );
    renderApp('/vip');
    const table = await screen.findByRole('table', { name: 'Levels' });
    expect(within(table).getByRole('row', { name: /VIP1/ }).textContent).toContain('10%');
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: /VIP1/ }));
    const taker = await screen.findByRole('textbox', { name: 'Taker fee discount' });
    await user.clear(taker);
    await user.type(taker, '0.15');
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save VIP1?' });
    const row = within(dialog).getByRole('row', { name: /Taker fee discount/ });
    expect(row.textContent).toContain('10%');
    expect(row.textContent).toContain('15%');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      level: 1,
      takerFeeDiscount: '0.15',
      makerFeeDiscount: '0.1',
      termDays: 30,
    });
  });

  it('rejects an application with a required remark', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...handlers(),
      http.post(`${API}/vip/applications/reject`, async ({ request }) => {
        bodies.push(await request.json());
        return ok({ ...pending, status: -1, remark: 'too low' });
      }),
    );
    renderApp('/vip');
    const table = await screen.findByRole('table', { name: 'Applications' });
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject application 9?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(bodies).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Remark' }), 'too low');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(bodies).toEqual([{ id: 9, remark: 'too low' }]));
  });
});
