import { asc, eq } from 'drizzle-orm';
import type { BusinessHours, CannedReply } from '@exchange/contracts';
import { imBusinessHours, imCannedReplies } from '../../../platform/db/index';
import type { AppContext, StaffCaller } from '../../../platform/context';
import type { FastifyRequest } from 'fastify';
import { fail } from '../../../platform/errors';
import { auditedTransaction } from '../../../platform/http/staff-audit';

/** Until staff set them: every day, all day (no away message is ever sent). */
export const DEFAULT_BUSINESS_HOURS: BusinessHours = {
  timeZone: 'UTC',
  days: [0, 1, 2, 3, 4, 5, 6],
  opensAt: '00:00',
  closesAt: '23:59',
  awayMessage: 'Our agents are away right now. Leave a message and we will answer when we are back.',
};

export const listCannedReplies = async (context: AppContext): Promise<CannedReply[]> =>
  context.db
    .select({ id: imCannedReplies.id, title: imCannedReplies.title, text: imCannedReplies.text })
    .from(imCannedReplies)
    .orderBy(asc(imCannedReplies.title), asc(imCannedReplies.id));

export const saveCannedReply = async (
  context: AppContext,
  request: FastifyRequest,
  staff: StaffCaller,
  body: { id?: number | undefined; title: string; text: string },
) =>
  auditedTransaction(context.db, request, async (tx) => {
    const values = {
      title: body.title,
      text: body.text,
      updatedBy: staff.staffId,
      updatedAt: new Date(context.clock.nowMs()),
    };
    const [row] =
      body.id === undefined
        ? await tx.insert(imCannedReplies).values(values).returning()
        : await tx.update(imCannedReplies).set(values).where(eq(imCannedReplies.id, body.id)).returning();
    if (!row) return fail('NOT_FOUND', { field: 'id' });
    return { id: row.id, title: row.title, text: row.text };
  });

export const deleteCannedReply = async (context: AppContext, request: FastifyRequest, id: number) =>
  auditedTransaction(context.db, request, async (tx) => {
    const [row] = await tx
      .delete(imCannedReplies)
      .where(eq(imCannedReplies.id, id))
      .returning({ id: imCannedReplies.id });
    return row ?? fail('NOT_FOUND', { field: 'id' });
  });

export const getBusinessHours = async (context: AppContext): Promise<BusinessHours> => {
  const [row] = await context.db.select().from(imBusinessHours).where(eq(imBusinessHours.id, 1));
  if (!row) return DEFAULT_BUSINESS_HOURS;
  return {
    timeZone: row.timeZone,
    days: row.days,
    opensAt: row.opensAt,
    closesAt: row.closesAt,
    awayMessage: row.awayMessage,
  };
};

export const setBusinessHours = async (context: AppContext, request: FastifyRequest, body: BusinessHours) =>
  auditedTransaction(context.db, request, async (tx) => {
    const values = {
      ...body,
      days: [...new Set(body.days)].sort(),
      updatedAt: new Date(context.clock.nowMs()),
    };
    await tx
      .insert(imBusinessHours)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: imBusinessHours.id, set: values });
    return {
      timeZone: values.timeZone,
      days: values.days,
      opensAt: values.opensAt,
      closesAt: values.closesAt,
      awayMessage: values.awayMessage,
    };
  });

/** Whether agents answer at `nowMs`: the weekday and HH:mm in the hours' time zone, opensAt ≤ time < closesAt. */
export const isWithinHours = (hours: BusinessHours, nowMs: number) => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: hours.timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(nowMs));
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday'));
  const time = `${part('hour')}:${part('minute')}`;
  return hours.days.includes(day) && time >= hours.opensAt && time <= hours.closesAt;
};
