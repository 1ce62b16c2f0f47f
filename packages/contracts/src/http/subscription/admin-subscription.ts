import { z } from 'zod';
import { pageQuerySchema, pageResultSchema, timestampMsSchema } from '../../common';
import { httpsUrlOrSitePath, markupFreeText, nameText, positiveDecimalString } from '../../strict-text';
import { StaffPermission } from '../admin/permissions';
import { defineOperation } from '../operation';
import {
  allotmentRuleSchema,
  subscriptionKindSchema,
  subscriptionProjectSchema,
  subscriptionQuantitySchema,
} from './subscription-common';

/**
 * Subscription projects on the staff API (paths relative to `/api/admin-api`). Staff set a project's terms before its
 * window opens and may pause new buys; there is no field for an allotment, a listing price or a result.
 */

/** The token symbol: the ledger asset distributed and the base of the spot pair listed (`DEMO` → `DEMOUSDT`). */
export const subscriptionTokenSymbolSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z][A-Z0-9]{1,11}$/, 'must be a token symbol of 2–12 letters or digits such as DEMO');

/**
 * A project's terms. Pro rata is the IEO rule; first come and lottery are IPO rules. `startAt` < `endAt` ≤
 * `distributeAt` ≤ `listAt`; `minPerUser` ≤ `maxPerUser` ≤ `totalSupply`; quantities within `precision` decimals.
 */
/** A project's id in a staff body. */
const projectIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const projectTerms = {
  name: nameText(1, 80),
  symbol: subscriptionTokenSymbolSchema,
  logo: httpsUrlOrSitePath,
  description: markupFreeText(0, 2000),
  kind: subscriptionKindSchema,
  rule: allotmentRuleSchema,
  price: positiveDecimalString(14, 8),
  totalSupply: subscriptionQuantitySchema,
  precision: z.number().int().min(0).max(8),
  minPerUser: subscriptionQuantitySchema,
  maxPerUser: subscriptionQuantitySchema,
  startAt: timestampMsSchema,
  endAt: timestampMsSchema,
  distributeAt: timestampMsSchema,
  listAt: timestampMsSchema,
};

type ProjectTerms = z.infer<z.ZodObject<typeof projectTerms>>;

/** The cross-field rules of a project's terms, each naming its field. */
const checkTerms = (input: ProjectTerms, context: z.RefinementCtx) => {
  const issue = (path: string, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  if ((input.kind === 6) !== (input.rule === 1))
    issue('rule', 'must be 1 (pro rata) for an IEO and 2 or 3 for an IPO');
  if (input.endAt <= input.startAt) issue('endAt', 'must be after startAt');
  if (input.distributeAt < input.endAt) issue('distributeAt', 'must not be before endAt');
  if (input.listAt < input.distributeAt) issue('listAt', 'must not be before distributeAt');
  const decimals = (value: string) => value.split('.')[1]?.length ?? 0;
  for (const field of ['totalSupply', 'minPerUser', 'maxPerUser'] as const)
    if (decimals(input[field]) > input.precision)
      issue(field, `must have at most ${input.precision} decimals (the precision)`);
  if (Number(input.minPerUser) > Number(input.maxPerUser)) issue('maxPerUser', 'must be at least minPerUser');
  if (Number(input.maxPerUser) > Number(input.totalSupply))
    issue('maxPerUser', 'must not exceed totalSupply');
};

export const subscriptionProjectInputSchema = z.strictObject(projectTerms).superRefine(checkTerms);
export type SubscriptionProjectInput = z.infer<typeof subscriptionProjectInputSchema>;

/** An update names the project by `id` in the body (the staff API keeps ids in bodies) beside the whole new terms. */
export const subscriptionProjectUpdateSchema = z
  .strictObject({ id: projectIdSchema, ...projectTerms })
  .superRefine(checkTerms);
export type SubscriptionProjectUpdate = z.infer<typeof subscriptionProjectUpdateSchema>;

export const adminPageSubscriptionProjects = defineOperation({
  method: 'GET',
  path: '/subscription/projects',
  auth: 'staff',
  permission: StaffPermission.marketsRead,
  summary: 'Every subscription project, newest first.',
  query: z.strictObject({ ...pageQuerySchema.shape }),
  response: pageResultSchema(subscriptionProjectSchema),
});

export const adminCreateSubscriptionProject = defineOperation({
  method: 'POST',
  path: '/subscription/projects',
  auth: 'staff',
  permission: StaffPermission.marketsWrite,
  summary: 'Publish a subscription project (audited). Its window must start in the future.',
  body: subscriptionProjectInputSchema,
  response: subscriptionProjectSchema,
});

export const adminUpdateSubscriptionProject = defineOperation({
  method: 'PUT',
  path: '/subscription/projects/update',
  auth: 'staff',
  permission: StaffPermission.marketsWrite,
  summary: "Change a project's terms (audited) — only before its window opens.",
  body: subscriptionProjectUpdateSchema,
  response: subscriptionProjectSchema,
});

export const adminPauseSubscriptionProject = defineOperation({
  method: 'PUT',
  path: '/subscription/projects/pause',
  auth: 'staff',
  permission: StaffPermission.marketsWrite,
  summary: 'Pause or resume new buys of a project (audited); orders already made are allotted as published.',
  body: z.strictObject({ id: projectIdSchema, isPaused: z.boolean() }),
  response: subscriptionProjectSchema,
});
