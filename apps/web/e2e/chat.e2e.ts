import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, WebSocketRoute } from 'playwright-core';
import { and, eq } from 'drizzle-orm';
import { imMessages } from '@exchange/server/platform/db/index';
import { adminText, createOfficer, firstStaffSignIn } from './support/back-office';
import { startHarness, type Harness } from './support/harness';
import { harnessApi, PNG_BYTES } from './support/harness-api';
import { text } from './support/locale';

// Customer-service chat against the real server, phone and desktop (issue 21 §5): a visitor (signed out) opens
// support, sends a text and an image; the chat connection drops (the test cuts the socket and refuses reconnects for
// a while) and the visitor writes meanwhile — the message is kept in ChatDB and resent when the chat reconnects,
// stored once. A support officer signs in to the back office,
// takes the waiting conversation and answers; the visitor sees the answer arrive live.
let harness: Harness;
let outside: ReturnType<typeof harnessApi>;

const en = (key: string, values?: Record<string, string>) => text('en', key, values);
const STAFF_PASSWORD = 'E2e-staff-chat-2026';
const OFFICER_PASSWORD = 'Officer-chat-passphrase-2026';
const LIVE_TIMEOUT_MS = 20_000;

beforeAll(async () => {
  harness = await startHarness();
  outside = harnessApi(harness, STAFF_PASSWORD);
  await outside.logInStaff();
});
afterAll(async () => harness?.close());

/** How many times a text is stored in the chat (a resend must not store it twice). */
const storedCount = async (data: string) =>
  (
    await harness.built.context.db
      .select({ id: imMessages.id })
      .from(imMessages)
      .where(and(eq(imMessages.data, data), eq(imMessages.senderKind, 'user')))
  ).length;

/**
 * Passes the page's chat socket through to the server until `drop()`: then the socket is cut and every reconnect
 * refused until `restore()` (the browser stays online: the app hides its screens when the browser is offline).
 */
const chatConnection = async (page: Page) => {
  let isDown = false;
  let current: { page: WebSocketRoute; server: WebSocketRoute } | null = null;
  await page.routeWebSocket(/\/im-websocket/, (socket) => {
    if (isDown) {
      void socket.close({ code: 1006, reason: 'network down' });
      return;
    }
    current = { page: socket, server: socket.connectToServer() };
  });
  return {
    drop: async () => {
      isDown = true;
      await current?.server.close();
      await current?.page.close({ code: 1006, reason: 'network down' });
      current = null;
    },
    restore: () => {
      isDown = false;
    },
  };
};

describe.each(['phone', 'desktop'] as const)('customer-service chat on a %s', (viewport) => {
  it('a visitor writes, sends an image, writes offline and is resent on reconnect; an agent answers live', async () => {
    const stamp = `${viewport}-${Date.now()}`;
    const { context, page } = await harness.newPage(viewport);
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));

    const connection = await chatConnection(page);
    // A visitor: nobody signed in. The support screen opens a visitor session and the conversation.
    await page.goto(`${harness.baseUrl}/mine/onlinesupport`);
    const messages = page.getByRole('region', { name: en('chat.support.messages') });
    const composer = page.getByRole('textbox', { name: en('chat.composer.label') });
    await composer.waitFor({ timeout: LIVE_TIMEOUT_MS });
    const first = `Hello from ${stamp}`;
    await composer.fill(first);
    await composer.press('Enter');
    await messages.getByText(first).waitFor({ timeout: LIVE_TIMEOUT_MS });
    await expect.poll(() => storedCount(first), { timeout: LIVE_TIMEOUT_MS }).toBe(1);

    // An image: uploaded (checked by magic bytes), then sent as an image message and shown from its file.
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await messages
      .getByRole('img', { name: en('chat.message.imageAltOwn') })
      .waitFor({ timeout: LIVE_TIMEOUT_MS });
    await harness.screenshot(page, `chat-${viewport}-01-visitor`);

    // The connection drops: a message written now is kept and marked not sent.
    await connection.drop();
    await page.getByText(en('chat.connection.offline')).waitFor({ timeout: LIVE_TIMEOUT_MS });
    const offline = `Written offline ${stamp}`;
    await composer.fill(offline);
    await composer.press('Enter');
    await messages.getByText(offline).waitFor();
    expect(await storedCount(offline)).toBe(0);
    await harness.screenshot(page, `chat-${viewport}-02-offline`);
    // Back online: the chat reconnects and, a second after it opens, resends what was not sent — stored once.
    connection.restore();
    await expect.poll(() => storedCount(offline), { timeout: LIVE_TIMEOUT_MS }).toBe(1);
    await messages
      .getByText(en('chat.message.failed'))
      .waitFor({ state: 'detached', timeout: LIVE_TIMEOUT_MS });

    // A support officer takes the conversation in the back office and answers.
    const staff = await harness.newPage(viewport === 'phone' ? 'tablet' : 'desktop');
    await firstStaffSignIn(harness, staff.page, await createOfficer(outside, 'support'), OFFICER_PASSWORD);
    await staff.page.goto(`${harness.baseUrl}/admin/support`);
    const inbox = staff.page.getByRole('list', { name: adminText('support.conversations') });
    await inbox.getByRole('button', { name: new RegExp(offline) }).click({ timeout: LIVE_TIMEOUT_MS });
    await staff.page.getByRole('button', { name: adminText('support.take') }).click();
    const reply = staff.page.getByRole('textbox', { name: adminText('support.reply') });
    await reply.waitFor({ timeout: LIVE_TIMEOUT_MS });
    const answer = `Hi! Your deposit arrived (${stamp}).`;
    await reply.fill(answer);
    await reply.press('Enter');
    await harness.screenshot(staff.page, `chat-${viewport}-03-agent`);

    // The visitor sees the agent join and the answer, live.
    await messages.getByText(answer).waitFor({ timeout: LIVE_TIMEOUT_MS });
    await harness.screenshot(page, `chat-${viewport}-04-answered`);
    expect(failures).toEqual([]);
    await staff.context.close();
    await context.close();
  });
});
