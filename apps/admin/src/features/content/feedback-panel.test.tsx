import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInAs } from '../../../test/fixtures';
import { API, HttpResponse, http, ok, server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { articleHandlers } from './content-fixtures';

const IMAGE_ID = '0b7c5a52-8f3e-4c36-9a51-1c1b1d1e1f10';
const unanswered = {
  id: 3,
  userId: 100042,
  type: 2,
  text: 'The chart does not load',
  images: [`/api/admin-api/content/feedback/image?id=${IMAGE_ID}`],
  reply: null,
  repliedAt: null,
  repliedBy: null,
  createdAt: 1_700_000_000_000,
};
const answered = {
  ...unanswered,
  id: 2,
  type: 1,
  text: 'Add a dark theme',
  images: [],
  reply: 'Thanks, it is planned.',
  repliedAt: 1_700_000_100_000,
  repliedBy: 'staff:7',
};

function feedbackHandlers(queries: URLSearchParams[], imageIds: (string | null)[]) {
  return [
    ...articleHandlers(),
    http.get(`${API}/content/feedback`, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return ok({ list: [unanswered, answered], total: 2 });
    }),
    http.get(`${API}/content/feedback/image`, ({ request }) => {
      imageIds.push(new URL(request.url).searchParams.get('id'));
      return new HttpResponse(new Uint8Array([137, 80, 78, 71]), {
        headers: { 'content-type': 'image/png' },
      });
    }),
  ];
}

describe('content feedback', { timeout: 30_000 }, () => {
  it('lists feedback with its images, filters it, and replies', async () => {
    const queries: URLSearchParams[] = [];
    const imageIds: (string | null)[] = [];
    const replies: unknown[] = [];
    server.use(
      signedInAs('content'),
      ...feedbackHandlers(queries, imageIds),
      http.post(`${API}/content/feedback/3/reply`, async ({ request }) => {
        replies.push(await request.json());
        return ok({ ...unanswered, reply: 'Fixed, please retry.', repliedAt: 1, repliedBy: 'staff:7' });
      }),
    );
    renderApp('/content');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Feedback' }));
    const section = await screen.findByRole('region', { name: 'Feedback' });
    const table = await within(section).findByRole('table', { name: 'Feedback' });
    const first = within(table).getByRole('row', { name: /The chart does not load/ });
    expect(first.textContent).toContain('Problem');
    expect(first.textContent).toContain('Unanswered');
    expect(within(table).getByRole('row', { name: /dark theme/ }).textContent).toContain('staff:7');

    // The image comes through the staff API with the staff token, shown from the fetched bytes.
    const image = await within(first).findByRole('img', { name: 'Image 1' });
    expect(image.getAttribute('src')).toMatch(/^(blob:|data:image\/png)/);
    expect(imageIds).toEqual([IMAGE_ID]);

    await user.selectOptions(within(section).getByRole('combobox', { name: 'Show' }), 'Unanswered');
    await waitFor(() => expect(queries.at(-1)?.get('isReplied')).toBe('false'));

    await user.click(within(table).getByRole('button', { name: 'Reply to feedback #3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to feedback #3' });
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await within(dialog).findByText('Reply is required')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reply' }), 'Fixed, please retry.');
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply to feedback #3 sent.')).toBeTruthy();
    expect(replies).toEqual([{ reply: 'Fixed, please retry.' }]);
  });

  it('shows no Reply to a role that may only read', async () => {
    server.use(signedInAs('auditor'), ...feedbackHandlers([], []));
    renderApp('/content');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Feedback' }));
    const table = await screen.findByRole('table', { name: 'Feedback' });
    expect(within(table).getByRole('row', { name: /The chart does not load/ })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /Reply/ })).toBeNull();
  });
});
