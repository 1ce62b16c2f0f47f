import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@/lib/notify';
import { setTokens } from '@/lib/token-store';
import { API, http, ok, server } from '../../test/msw-server';
import { demoMember, referenceHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const noSubmission = {
  status: 0,
  realName: null,
  nationality: null,
  documentType: null,
  remark: null,
  submittedAt: null,
};

function image(name: string, bytes: number, type = 'image/png') {
  return new File([new Uint8Array(bytes)], name, { type });
}

describe('real-name verification', () => {
  it('shows the rejection remark and lets the user submit again', async () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    server.use(
      ...referenceHandlers(),
      http.get(`${API}/member/real-name/get`, () =>
        ok({ ...noSubmission, status: -1, remark: 'The photo is blurred', submittedAt: 1_700_000_000_000 }),
      ),
    );
    renderApp('/mine/verified');
    expect(await screen.findByText('Your verification was rejected: The photo is blurred')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeTruthy();
  });

  it('shows no form while under review', async () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    server.use(
      ...referenceHandlers(),
      http.get(`${API}/member/real-name/get`, () => ok({ ...noSubmission, status: 1 })),
    );
    renderApp('/mine/verified');
    expect(await screen.findByText(/under review/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
  });

  it('validates the images, keeps the form through the nationality picker, and submits multipart', async () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    vi.spyOn(notify, 'success').mockReturnValue(undefined);
    let submitted: FormData | null = null;
    server.use(
      ...referenceHandlers(),
      http.get(`${API}/member/real-name/get`, () => ok(noSubmission)),
      http.get(`${API}/member/get-current-member`, () => ok(demoMember)),
      http.get(`${API}/system/nationality/list`, () =>
        ok([
          { code: 'DE', name: 'Germany' },
          { code: 'FR', name: 'France' },
        ]),
      ),
      http.post(`${API}/member/real-name/submit`, async ({ request }) => {
        submitted = await request.formData();
        return ok({ status: 1 });
      }),
    );
    const { router } = renderApp('/mine/verified');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Jane Doe');
    await user.click(screen.getByRole('button', { name: /Nationality/ }));
    await user.click(await screen.findByRole('radio', { name: /Germany/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mine/verified'));
    expect(((await screen.findByRole('textbox', { name: 'Full name' })) as HTMLInputElement).value).toBe(
      'Jane Doe',
    );
    expect(screen.getByRole('button', { name: /Germany/ })).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Document type' }), 'idCard');
    await user.type(screen.getByRole('textbox', { name: 'Document number' }), 'X1234567');
    await user.upload(screen.getByLabelText('Front of the document'), image('front.png', 6 * 1024 * 1024));
    await user.upload(screen.getByLabelText('Back of the document'), image('back.png', 1024));
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Front of the document must be at most 5 MB')).toBeTruthy();
    expect(submitted).toBeNull();

    await user.upload(screen.getByLabelText('Front of the document'), image('front.jpg', 2048, 'image/jpeg'));
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(submitted).not.toBeNull());
    const form = submitted as unknown as FormData;
    expect(form.get('realName')).toBe('Jane Doe');
    expect(form.get('nationality')).toBe('DE');
    expect(form.get('documentType')).toBe('idCard');
    expect(form.get('documentNumber')).toBe('X1234567');
    // jsdom's File does not survive Node's multipart encoder byte for byte; the part types identify the images.
    expect((form.get('front') as Blob).type).toBe('image/jpeg');
    expect((form.get('back') as Blob).type).toBe('image/png');
  });
});
