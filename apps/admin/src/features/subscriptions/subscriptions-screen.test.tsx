import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubscriptionProject } from '@exchange/contracts/http/subscription/subscription-common';
import { signedInAs } from '../../../test/fixtures';
import { API, http, ok, server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

const DAY = 86_400_000;
const start = Date.now() + DAY;

const project = (overrides: Partial<SubscriptionProject> = {}): SubscriptionProject => ({
  id: 4,
  name: 'Nova Chain',
  symbol: 'NOVA',
  logo: '/favicon.svg',
  description: 'Demo',
  kind: 6,
  rule: 1,
  price: '0.05',
  totalSupply: '1000000',
  precision: 2,
  minPerUser: '100',
  maxPerUser: '200000',
  startAt: start,
  endAt: start + 7 * DAY,
  distributeAt: start + 8 * DAY,
  listAt: start + 9 * DAY,
  status: 0,
  phase: 'upcoming',
  isPaused: false,
  requestedQuantity: '0',
  allottedQuantity: null,
  seedHash: null,
  seed: null,
  listedSymbol: null,
  ...overrides,
});

const open = (projects: SubscriptionProject[], role: 'super_admin' | 'auditor' = 'super_admin') => {
  const bodies: { path: string; body: Record<string, unknown> }[] = [];
  const record =
    (path: string) =>
    async ({ request }: { request: Request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push({ path, body });
      return ok(project({ ...(body as Partial<SubscriptionProject>), id: 4 }));
    };
  server.use(
    signedInAs(role),
    http.get(`${API}/subscription/projects`, () => ok({ list: projects, total: projects.length })),
    http.post(`${API}/subscription/projects`, record('create')),
    http.put(`${API}/subscription/projects/update`, record('update')),
    http.put(`${API}/subscription/projects/pause`, record('pause')),
  );
  renderApp('/subscriptions');
  return bodies;
};

describe('subscription projects', () => {
  it('lists projects with their rule and phase; the nav names the section', async () => {
    open([
      project(),
      project({
        id: 5,
        name: 'Orbit Labs',
        symbol: 'ORBT',
        kind: 2,
        rule: 3,
        phase: 'open',
        startAt: Date.now() - DAY,
      }),
    ]);
    const table = await screen.findByRole('table', { name: 'Subscription projects' });
    const nova = within(table).getByRole('row', { name: /Nova Chain/ });
    expect(nova.textContent).toContain('Pro rata (IEO)');
    expect(nova.textContent).toContain('Upcoming');
    const orbit = within(table).getByRole('row', { name: /Orbit Labs/ });
    expect(orbit.textContent).toContain('Lottery (IPO ration buy)');
    // A project whose window opened cannot be edited, only paused.
    expect(within(orbit).queryByRole('button', { name: 'Edit Orbit Labs' })).toBeNull();
    expect(within(orbit).getByRole('button', { name: 'Pause Orbit Labs' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Subscriptions (IEO / IPO)' })).toBeTruthy();
  });

  it('edits an upcoming project’s terms after showing exactly what changes', async () => {
    const bodies = open([project()]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Nova Chain' }));
    const price = await screen.findByRole('textbox', { name: 'Price (USDT per token)' });
    await user.clear(price);
    await user.type(price, '0.06');
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    const dialog = await screen.findByRole('dialog', { name: "Review the project's terms" });
    const row = within(dialog).getByRole('row', { name: /Price \(USDT per token\)/ });
    expect(row.textContent).toContain('0.05');
    expect(row.textContent).toContain('0.06');
    expect(bodies).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      path: 'update',
      body: { id: 4, price: '0.06', symbol: 'NOVA', rule: 1, kind: 6 },
    });
  });

  it('shows the field the contract refuses, without sending anything', async () => {
    const bodies = open([]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New project' }));
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Bad');
    await user.type(screen.getByRole('textbox', { name: 'Token symbol' }), 'BAD');
    await user.type(screen.getByRole('textbox', { name: 'Logo URL' }), '/favicon.svg');
    await user.type(screen.getByRole('textbox', { name: 'Price (USDT per token)' }), '1');
    await user.type(screen.getByRole('textbox', { name: 'Total supply' }), '100');
    await user.type(screen.getByRole('textbox', { name: 'Minimum per user' }), '10');
    await user.type(screen.getByRole('textbox', { name: 'Maximum per user' }), '500');
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Maximum per user' }).getAttribute('aria-invalid')).toBe(
        'true',
      ),
    );
    expect(bodies).toHaveLength(0);
  });

  it('pauses new orders after a confirm that says what it does', async () => {
    const bodies = open([project({ phase: 'open', startAt: Date.now() - DAY })]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pause Nova Chain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause Nova Chain' });
    expect(dialog.textContent).toContain('Orders already made are allotted as published.');
    await user.click(within(dialog).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(bodies).toEqual([{ path: 'pause', body: { id: 4, isPaused: true } }]));
  });

  it('a read-only role sees the projects without the actions', async () => {
    open([project()], 'auditor');
    const table = await screen.findByRole('table', { name: 'Subscription projects' });
    expect(within(table).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'New project' })).toBeNull();
  });
});
