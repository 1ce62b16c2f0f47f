import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInAs } from '../../../test/fixtures';
import { API, HttpResponse, http, ok, server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

const submission = {
  id: 9,
  userId: 100001,
  email: 'jane@example.com',
  areaCode: null,
  phone: null,
  nickname: 'Jane',
  realName: 'Jane Doe',
  nationality: 'DE',
  documentType: 'passport',
  documentNumber: 'C01X00T47',
  status: 1,
  remark: null,
  createdAt: 1_700_000_000_000,
  reviewedAt: null,
  reviewedBy: null,
};

describe('real-name queue', () => {
  it('shows both document sides and approves after confirming', async () => {
    const sides: string[] = [];
    let approved: unknown = null;
    server.use(
      signedInAs('compliance'),
      http.get(`${API}/real-name/page`, ({ request }) => {
        expect(new URL(request.url).searchParams.get('status')).toBe('1');
        return ok({ list: approved ? [] : [submission], total: approved ? 0 : 1 });
      }),
      http.get(`${API}/real-name/image`, ({ request }) => {
        sides.push(new URL(request.url).searchParams.get('side') ?? '');
        return new HttpResponse(new Uint8Array([255, 216, 255]), {
          headers: { 'content-type': 'image/jpeg' },
        });
      }),
      http.post(`${API}/real-name/approve`, async ({ request }) => {
        approved = await request.json();
        return ok({ ...submission, status: 2 });
      }),
    );
    renderApp('/real-names');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Details of Real-name submission 9' }));
    const drawer = await screen.findByRole('dialog', { name: 'Real-name submission 9' });
    expect(await within(drawer).findByRole('img', { name: 'Front of the document' })).toBeTruthy();
    expect(await within(drawer).findByRole('img', { name: 'Back of the document' })).toBeTruthy();
    expect(sides.sort()).toEqual(['back', 'front']);

    await user.click(within(drawer).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog', { name: 'Verify submission 9?' });
    expect(confirm.textContent).toContain(
      'Submission 9 of user 100001 (Jane Doe) — status Under review → Verified',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Nothing here yet.')).toBeTruthy();
    expect(approved).toEqual({ id: 9 });
  });
});
