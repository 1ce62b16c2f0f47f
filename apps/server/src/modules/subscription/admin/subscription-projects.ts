import { randomBytes } from 'node:crypto';
import { BigNumber } from 'bignumber.js';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AllotmentRule, type SubscriptionProjectInput } from '@exchange/contracts';
import { instruments, subscriptionProjects, type Tx } from '../../../platform/db/index';
import type { AppContext } from '../../../platform/context';
import { assert, fail } from '../../../platform/errors';
import { auditedTransaction, recordAudit } from '../../../platform/http/staff-audit';
import { seedHashOf } from '../allotment';
import { toProjects } from '../subscription-reads';
import { SUBSCRIPTION_QUOTE, toProject, type ProjectRow } from '../subscription-rules';

/** The terms as stored: decimals canonical, times as dates. */
const termsOf = (body: SubscriptionProjectInput) => ({
  name: body.name,
  symbol: body.symbol,
  logo: body.logo,
  description: body.description,
  kind: body.kind,
  rule: body.rule,
  price: new BigNumber(body.price).toFixed(),
  totalSupply: new BigNumber(body.totalSupply).toFixed(),
  precision: body.precision,
  minPerUser: new BigNumber(body.minPerUser).toFixed(),
  maxPerUser: new BigNumber(body.maxPerUser).toFixed(),
  startAt: new Date(body.startAt),
  endAt: new Date(body.endAt),
  distributeAt: new Date(body.distributeAt),
  listAt: new Date(body.listAt),
});

/** The token must be new: no other project's and not the base of a pair already listed. */
const requireFreeSymbol = async (tx: Tx, symbol: string, exceptId?: number) => {
  const [taken] = await tx
    .select({ id: subscriptionProjects.id })
    .from(subscriptionProjects)
    .where(eq(subscriptionProjects.symbol, symbol));
  const [pair] = await tx
    .select({ id: instruments.id })
    .from(instruments)
    .where(and(eq(instruments.baseAsset, symbol), eq(instruments.quoteAsset, SUBSCRIPTION_QUOTE)));
  if ((taken && taken.id !== exceptId) || pair) fail('SUBSCRIPTION_SYMBOL_TAKEN', { field: 'symbol' });
};

/** A lottery's seed, drawn at publication; only its sha256 is shown until the close. */
const seedFor = (rule: number) => {
  if (rule !== AllotmentRule.lottery) return { seed: null, seedHash: null };
  const seed = randomBytes(32).toString('hex');
  return { seed, seedHash: seedHashOf(seed) };
};

export const adminPageProjects = async (context: AppContext, query: { pageNo: number; pageSize: number }) => {
  const rows = await context.db
    .select()
    .from(subscriptionProjects)
    .orderBy(desc(subscriptionProjects.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const [total] = await context.db.select({ value: count() }).from(subscriptionProjects);
  return { list: await toProjects(context, context.db, rows), total: total?.value ?? 0 };
};

/** `POST subscription/projects`: publishes a project whose window starts in the future (audited). */
export const createProject = (
  context: AppContext,
  request: FastifyRequest,
  body: SubscriptionProjectInput,
) => {
  const nowMs = context.clock.nowMs();
  if (body.startAt <= nowMs) fail('SUBSCRIPTION_TERMS_LOCKED', { field: 'startAt' });
  return auditedTransaction(context.db, request, async (tx) => {
    await requireFreeSymbol(tx, body.symbol);
    const now = new Date(nowMs);
    const [row] = await tx
      .insert(subscriptionProjects)
      .values({
        ...termsOf(body),
        ...seedFor(body.rule),
        createdBy: `staff:${request.staff?.staffId ?? 'unknown'}`,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    assert(row, 'subscription: project insert returned nothing');
    recordAudit(request, { target: `subscription:project:${row.id}`, before: null, after: termsOf(body) });
    return toProject(row, nowMs);
  });
};

const lockForStaff = async (tx: Tx, id: number) => {
  const [row] = await tx
    .select()
    .from(subscriptionProjects)
    .where(eq(subscriptionProjects.id, id))
    .for('update');
  return row ?? fail('SUBSCRIPTION_PROJECT_NOT_FOUND', { field: 'id' });
};

/** The stored terms, as the audit records them. */
const storedTermsOf = (row: ProjectRow) => ({
  name: row.name,
  symbol: row.symbol,
  logo: row.logo,
  description: row.description,
  kind: row.kind,
  rule: row.rule,
  price: new BigNumber(row.price).toFixed(),
  totalSupply: new BigNumber(row.totalSupply).toFixed(),
  precision: row.precision,
  minPerUser: new BigNumber(row.minPerUser).toFixed(),
  maxPerUser: new BigNumber(row.maxPerUser).toFixed(),
  startAt: row.startAt,
  endAt: row.endAt,
  distributeAt: row.distributeAt,
  listAt: row.listAt,
});

/**
 * `PUT subscription/projects/:id`: replaces the terms of a project whose window has not opened (and the new start is
 * still ahead); once it opens its terms are what users agreed to and stay (SUBSCRIPTION_TERMS_LOCKED). Audited.
 */
export const updateProject = (
  context: AppContext,
  request: FastifyRequest,
  id: number,
  body: SubscriptionProjectInput,
) => {
  const nowMs = context.clock.nowMs();
  return auditedTransaction(context.db, request, async (tx) => {
    const before = await lockForStaff(tx, id);
    if (before.startAt.getTime() <= nowMs || before.status !== 0)
      fail('SUBSCRIPTION_TERMS_LOCKED', { field: 'id' });
    if (body.startAt <= nowMs) fail('SUBSCRIPTION_TERMS_LOCKED', { field: 'startAt' });
    await requireFreeSymbol(tx, body.symbol, id);
    const ruleChanged = before.rule !== body.rule;
    const [row] = await tx
      .update(subscriptionProjects)
      .set({ ...termsOf(body), ...(ruleChanged ? seedFor(body.rule) : {}), updatedAt: new Date(nowMs) })
      .where(eq(subscriptionProjects.id, id))
      .returning();
    assert(row, 'subscription: project update returned nothing');
    recordAudit(request, {
      target: `subscription:project:${id}`,
      before: storedTermsOf(before),
      after: termsOf(body),
    });
    return toProject(row, nowMs);
  });
};

/** `PUT subscription/projects/:id/pause`: stops or resumes new buys; orders made are allotted as published. Audited. */
export const pauseProject = (context: AppContext, request: FastifyRequest, id: number, isPaused: boolean) =>
  auditedTransaction(context.db, request, async (tx) => {
    const before = await lockForStaff(tx, id);
    const [row] = await tx
      .update(subscriptionProjects)
      .set({ isPaused, updatedAt: new Date(context.clock.nowMs()) })
      .where(eq(subscriptionProjects.id, id))
      .returning();
    assert(row, 'subscription: project pause returned nothing');
    recordAudit(request, {
      target: `subscription:project:${id}`,
      before: { isPaused: before.isPaused },
      after: { isPaused },
    });
    return toProject(row, context.clock.nowMs());
  });
