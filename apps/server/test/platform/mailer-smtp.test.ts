import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { outbox } from '../../src/platform/db/index';
import { createTestApp, type TestApp } from '../support/test-app';
import { call, freshIp, uniqueEmail } from '../support/api';

const received: { to: string[]; body: string }[] = [];
let server: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let body = '';
      stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), body });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  t = await createTestApp({
    config: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Test <no-reply@test.local>' },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('mailer over SMTP (SMTP_URL set)', () => {
  it('delivers the code e-mail and marks the outbox row sent', async () => {
    const email = uniqueEmail('smtp');
    const sent = await call(t.app, 'GET', 'system/auth/send-captcha', {
      query: { purpose: 1, email },
      ip: freshIp(),
    });
    expect(sent.code).toBe(0);
    expect(received.at(-1)?.to).toEqual([email]);
    expect(received.at(-1)?.body).toMatch(/Your verification code is \d{6}/);
    const [row] = await t.context.db.select().from(outbox).where(eq(outbox.recipient, email));
    expect(row?.status).toBe('sent');
    expect(row?.sentAt).toBeInstanceOf(Date);
  });
});
