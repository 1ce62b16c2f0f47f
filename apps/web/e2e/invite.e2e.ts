import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRebateJob } from '@exchange/server/modules/invite/index';
import { startHarness, type Harness } from './support/harness';
import { harnessApi } from './support/harness-api';
import { text } from './support/locale';
import { registerByEmail as register } from './support/register';

// Invite and rebate against the real server and its simulated market: the inviter makes a code that gives a friend
// 25 % of the commission back, makes it the default, and shares its link (the QR code of it too); the friend opens the
// link, registers with the code already filled in, and buys BTC at market; the daily rebate job (the scheduler's own
// function, run for the next UTC day) pays both from the fee account, and each sees their rebate traced to the fee.
let harness: Harness;
let outside: ReturnType<typeof harnessApi>;
let sequence = 0;

const en = (key: string, values?: Record<string, string>) => text('en', key, values);
const STAFF_PASSWORD = 'E2e-staff-invite-2026';
const USER_PASSWORD = 'Invite2026ok';
const LIVE_TIMEOUT_MS = 20_000;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  harness = await startHarness();
  outside = harnessApi(harness, STAFF_PASSWORD);
  await outside.logInStaff();
});
afterAll(async () => harness?.close());

describe.each(['phone', 'desktop'] as const)('invite and rebate on a %s', (viewport) => {
  it('a friend registers by the invite link and trades; the daily job pays both and both see it', async () => {
    const inviter = await harness.newPage(viewport);
    const failures: string[] = [];
    inviter.page.on('pageerror', (error) => failures.push(error.message));
    await register(
      harness,
      inviter.page,
      `inviter.${viewport}.${Date.now()}.${++sequence}@example.com`,
      USER_PASSWORD,
    );

    // A code of its own: 25 % of the commission back to the friend, shown as the split before saving.
    await inviter.page.goto(`${harness.baseUrl}/invitation_settings`);
    await inviter.page.getByRole('button', { name: en('invite.settings.create') }).click();
    await inviter.page.getByRole('textbox', { name: en('invite.form.label') }).fill('Friends');
    await inviter.page.getByRole('textbox', { name: en('invite.form.kickback') }).fill('25');
    await inviter.page.getByText(en('invite.form.preview', { keep: '15%', give: '5%' })).waitFor();
    await inviter.page.getByRole('button', { name: en('common.save') }).click();
    const card = inviter.page.getByRole('article', { name: 'Friends' });
    await card.waitFor({ timeout: LIVE_TIMEOUT_MS });
    await card.getByRole('button', { name: en('invite.settings.makeDefault') }).click();
    await card
      .getByText(en('invite.settings.default'), { exact: true })
      .waitFor({ timeout: LIVE_TIMEOUT_MS });

    // The invite screen shows the link of the new default code; its QR code can be downloaded.
    await inviter.page.goto(`${harness.baseUrl}/invite`);
    const link = inviter.page.getByText(/\/register\?inviteCode=/);
    await link.waitFor({ timeout: LIVE_TIMEOUT_MS });
    const inviteUrl = (await link.textContent())!.trim();
    expect(inviteUrl.startsWith(harness.baseUrl)).toBe(true);
    await harness.screenshot(inviter.page, `invite-${viewport}-home`);
    await inviter.page.getByRole('link', { name: en('invite.code.qrCode') }).click();
    await inviter.page.locator('canvas').first().waitFor();
    const download = inviter.page.waitForEvent('download');
    await inviter.page.getByRole('link', { name: en('invite.qr.download') }).click();
    expect((await download).suggestedFilename()).toMatch(/^invite-[A-Z0-9]+\.png$/);

    // The friend opens the link: the code is filled in, registration links the two accounts.
    const friend = await harness.newPage(viewport);
    friend.page.on('pageerror', (error) => failures.push(error.message));
    const friendToken = await register(
      harness,
      friend.page,
      `friend.${viewport}.${Date.now()}.${++sequence}@example.com`,
      USER_PASSWORD,
      inviteUrl,
    );
    await outside.deposit(friendToken, '1000');
    await outside.api('/api/app-api/pay/order-coin/purchase-actual-commodities', {
      method: 'POST',
      token: friendToken,
      headers: { 'Idempotency-Key': `invite-e2e-${viewport}-${sequence}` },
      body: JSON.stringify({ symbol: 'BTCUSDT', direction: 0, orderType: 1, quantity: '0.002' }),
    });

    // The daily job, as the scheduler runs it at 00:10 UTC the next day.
    const tomorrow = Math.floor(Date.now() / DAY_MS) * DAY_MS + DAY_MS + 10 * 60_000;
    const run = await runRebateJob(harness.built.context, tomorrow);
    expect(run.isFinished).toBe(true);

    // Both see their rebate, paid, with the fee it came from.
    await inviter.page.goto(`${harness.baseUrl}/rebate_detail`);
    const inviterRow = inviter.page
      .getByRole('list', { name: en('invite.details.listLabel') })
      .getByRole('listitem');
    await inviterRow
      .first()
      .getByText(en('invite.details.role.inviter'), { exact: true })
      .waitFor({ timeout: LIVE_TIMEOUT_MS });
    await inviterRow.first().getByText(en('invite.details.status.paid'), { exact: true }).waitFor();
    await harness.screenshot(inviter.page, `invite-${viewport}-details`);
    await friend.page.goto(`${harness.baseUrl}/rebate_detail`);
    const friendRow = friend.page
      .getByRole('list', { name: en('invite.details.listLabel') })
      .getByRole('listitem');
    await friendRow
      .first()
      .getByText(en('invite.details.role.invitee'), { exact: true })
      .waitFor({ timeout: LIVE_TIMEOUT_MS });
    await friendRow.first().getByText(en('invite.details.status.paid'), { exact: true }).waitFor();
    await inviter.page.goto(`${harness.baseUrl}/invite`);
    await inviter.page
      .getByRole('region', { name: en('invite.stats.title') })
      .getByText('BTC')
      .first()
      .waitFor({ timeout: LIVE_TIMEOUT_MS });
    expect(failures).toEqual([]);
    await friend.context.close();
    await inviter.context.close();
  });
});
