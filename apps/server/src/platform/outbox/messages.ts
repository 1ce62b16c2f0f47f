import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/index';
import { outbox } from '../db/index';
import type { Clock } from '../clock';
import type { Logger } from '../logger';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}
export interface SmsMessage {
  to: string;
  text: string;
}
export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

interface OutboxOptions {
  db: Db;
  clock: Clock;
  logger: Logger;
  /** Dev only: log the message body (codes) so a developer can sign up without a mailbox. */
  isBodyLogged: boolean;
}

/**
 * Every message is recorded in `outbox`. Without a transport it stays there (status `stored`): the embedded
 * default. With SMTP it is delivered and marked `sent` or `failed`; a delivery failure never loses the record.
 */
const record = async (
  options: OutboxOptions,
  row: { channel: 'email' | 'sms'; recipient: string; subject: string | null; body: string },
  deliver?: () => Promise<void>,
) => {
  const [stored] = await options.db
    .insert(outbox)
    .values({ ...row, status: 'stored', createdAt: new Date(options.clock.nowMs()) })
    .returning({ id: outbox.id });
  if (options.isBodyLogged)
    options.logger.info(
      { outboxId: stored?.id, channel: row.channel, to: row.recipient },
      `outbox: ${row.body}`,
    );
  else options.logger.info({ outboxId: stored?.id, channel: row.channel }, 'outbox: message recorded');
  if (!deliver || !stored) return;
  try {
    await deliver();
    await options.db
      .update(outbox)
      .set({ status: 'sent', sentAt: new Date(options.clock.nowMs()) })
      .where(eq(outbox.id, stored.id));
  } catch (error) {
    options.logger.error({ outboxId: stored.id, err: error }, 'outbox: delivery failed');
    await options.db
      .update(outbox)
      .set({ status: 'failed', error: String(error).slice(0, 500) })
      .where(eq(outbox.id, stored.id));
    throw error;
  }
};

export const createMailer = (options: OutboxOptions & { smtpUrl?: string; from: string }): Mailer => {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    send: (message) =>
      record(
        options,
        { channel: 'email', recipient: message.to, subject: message.subject, body: message.text },
        transport
          ? async () => void (await transport.sendMail({ from: options.from, ...message }))
          : undefined,
      ),
  };
};

/** No SMS gateway is wired yet: messages are recorded in the outbox for the operator's gateway integration. */
export const createSmsSender = (options: OutboxOptions): SmsSender => ({
  send: (message) =>
    record(options, { channel: 'sms', recipient: message.to, subject: null, body: message.text }),
});
