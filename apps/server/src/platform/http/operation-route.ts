import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  envelopeSchema,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  type Operation,
} from '@exchange/contracts';
import { assert, fail } from '../errors';
import type { Caller, StaffCaller } from '../context';

/** The parsed type of an optional schema slot; `undefined` when the operation has none. */
type Input<S> = [NonNullable<S>] extends [never]
  ? undefined
  : NonNullable<S> extends z.ZodType
    ? z.output<NonNullable<S>>
    : undefined;

export interface OperationRequest<O extends Operation> {
  body: Input<O['body']>;
  query: Input<O['query']>;
  params: Input<O['params']>;
  /** Present whenever the operation requires a session. */
  caller: O['auth'] extends 'none' | 'staff' | 'staff-login' ? Caller | null : Caller;
  /** Present on staff operations (the staff guard ran). */
  staff: O['auth'] extends 'staff' ? StaffCaller : null;
  /** The checked `Idempotency-Key` header of a `requiresIdempotencyKey` operation. */
  idempotencyKey: NonNullable<O['requiresIdempotencyKey']> extends true ? string : undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The `Idempotency-Key` header (DESIGN.md §5), or a 400 naming it; checked before the body is read. */
const idempotencyKeyOf = (request: FastifyRequest): string => {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value))
    return fail('BAD_REQUEST', {
      field: 'Idempotency-Key',
      values: { reason: 'is required: 8 to 100 letters, digits, dots, colons, underscores or dashes' },
    });
  return value;
};

export interface RouteLimits {
  /** Per client IP, in the shared store when Redis is configured. */
  rateLimit?: { max: number; timeWindowMs: number };
}

/** What every contract route shares: its auth, permission and limits, and the schemas of its request. */
const routeOptionsOf = (operation: Operation, limits: RouteLimits) => {
  assert(
    operation.auth !== 'staff' || operation.permission,
    `staff operation ${operation.method} ${operation.path} names no permission`,
  );
  return {
    method: operation.method,
    url: operation.path,
    config: {
      auth: operation.auth,
      operation,
      ...(operation.permission ? { permission: operation.permission } : {}),
      ...(limits.rateLimit
        ? { rateLimit: { max: limits.rateLimit.max, timeWindow: limits.rateLimit.timeWindowMs } }
        : {}),
    },
    schema: {
      summary: operation.summary,
      tags: [operation.path.split('/').filter(Boolean).slice(0, 2).join('/')],
      ...(operation.params ? { params: operation.params } : {}),
      ...(operation.body ? { body: operation.body } : {}),
      ...(operation.query ? { querystring: operation.query } : {}),
    },
  };
};

/** The handler's view of a request its guards let through. */
const operationRequestOf = <O extends Operation>(
  operation: O,
  request: FastifyRequest,
  reply: FastifyReply,
): OperationRequest<O> => {
  if (operation.auth === 'session' || operation.auth === 'member')
    assert(request.caller, 'auth guard ran before the handler');
  if (operation.auth === 'staff') assert(request.staff, 'staff guard ran before the handler');
  const idempotencyKey = operation.requiresIdempotencyKey ? idempotencyKeyOf(request) : undefined;
  return {
    body: request.body as Input<O['body']>,
    query: request.query as Input<O['query']>,
    params: request.params as Input<O['params']>,
    caller: request.caller as OperationRequest<O>['caller'],
    staff: request.staff as OperationRequest<O>['staff'],
    idempotencyKey: idempotencyKey as OperationRequest<O>['idempotencyKey'],
    request,
    reply,
  };
};

/**
 * Wires one contract operation to a handler (CONVENTIONS.md 2: the route only validates, authorises and calls the
 * operation). Request and response are checked against the contract's zod schemas; the reply is the envelope.
 */
export const registerOperation = <O extends Operation>(
  app: FastifyInstance,
  operation: O,
  handler: (input: OperationRequest<O>) => Promise<z.input<O['response']>>,
  limits: RouteLimits = {},
) => {
  const options = routeOptionsOf(operation, limits);
  app.withTypeProvider<ZodTypeProvider>().route({
    ...options,
    schema: { ...options.schema, response: { 200: envelopeSchema(operation.response) } },
    // The key is checked before the body, so a keyed call with a bad key and a bad body names the key first.
    ...(operation.requiresIdempotencyKey
      ? { preValidation: async (request: FastifyRequest) => void idempotencyKeyOf(request) }
      : {}),
    handler: async (request, reply) => {
      const data = await handler(operationRequestOf(operation, request, reply));
      return { code: 0, data, msg: '' };
    },
  });
};

/**
 * Wires a contract operation whose answer is a file (an image, not an envelope): the same auth, permission and
 * request schemas as `registerOperation`; the handler sends the bytes through `reply`.
 */
export const registerFileOperation = <O extends Operation>(
  app: FastifyInstance,
  operation: O,
  handler: (input: OperationRequest<O>) => Promise<unknown>,
  limits: RouteLimits = {},
) => {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOptionsOf(operation, limits),
    handler: async (request, reply) => handler(operationRequestOf(operation, request, reply)),
  });
};
